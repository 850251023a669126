/**
 * A user-agent string as a person would say it: "Chrome 131 on Windows", "Safari on iPhone". The order of the checks
 * matters: Edge and Opera also claim Chrome, Chrome claims Safari, and every browser on an iPhone is WebKit.
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['ChromeOS', /CrOS/],
  ['Linux', /Linux/],
];

export interface DescribedAgent {
  browser: string | null;
  version: string | null;
  system: string | null;
}

export const describeUserAgent = (agent: string | null | undefined): DescribedAgent => {
  const text = agent ?? '';
  const browser = BROWSERS.find(([, pattern]) => pattern.test(text));
  const system = SYSTEMS.find(([, pattern]) => pattern.test(text));
  return {
    browser: browser?.[0] ?? null,
    version: browser ? (browser[1].exec(text)?.[1] ?? null) : null,
    system: system?.[0] ?? null,
  };
};
