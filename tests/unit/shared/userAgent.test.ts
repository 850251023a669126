// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../../src/shared/userAgent';

const AGENTS: [string, string, ReturnType<typeof describeUserAgent>][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', version: '131', system: 'Windows' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    { browser: 'Edge', version: '131', system: 'Windows' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    { browser: 'Firefox', version: '128', system: 'Linux' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    { browser: 'Safari', version: '18', system: 'macOS' },
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', version: '18', system: 'iPhone' },
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', version: '131', system: 'Android' },
  ],
  ['curl', 'curl/8.5.0', { browser: null, version: null, system: null }],
];

describe('user agents in words', () => {
  it.each(AGENTS)('%s', (_name, agent, expected) => {
    expect(describeUserAgent(agent)).toEqual(expected);
  });

  it('says nothing for a missing agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, version: null, system: null });
  });
});
