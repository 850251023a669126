/**
 * Every entry of Portico's own catalogue (`providers/i18n/en`, `portico.*`) is asked for somewhere (issue 24 item 5):
 * an unused string is a screen that went away, or a typo in the key that asks for it. Keys are often built, so a key
 * counts as asked for when the code names it whole, or names a prefix of it and then
 * - builds the rest from a value (`portico.validation.${rule}`, `portico.auth.agreements.${variant}Title`: every key
 *   there whose next part ends so), or
 * - holds the prefix as a constant or a lazily loaded area (`const C = 'portico.shell.controls'`,
 *   `lazyCatalogue('sessions', …)`) and names the key's last part in that same file.
 * react-admin's own `ra.*` entries (reactAdmin.ts) are left out: react-admin asks for them itself.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CATALOGUE = 'providers/i18n/en';

const areas = import.meta.glob<Record<string, unknown>>('../../../providers/i18n/en/*.ts', { eager: true });

const flatten = (value: unknown, prefix: string): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, `${prefix}.${key}`))
    : [prefix];

const catalogueKeys = (): string[] =>
  Object.entries(areas)
    .filter(([file]) => !/\/(index|reactAdmin)\.ts$/.test(file))
    .flatMap(([, module]) => Object.entries(module).flatMap(([area, messages]) => flatten(messages, `portico.${area}`)));

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir)).flatMap((entry) => {
    const relative = `${dir}/${entry}`;
    if (relative === CATALOGUE || relative === 'providers/contract') return [];
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry) ? [relative] : [];
  });

interface Asked {
  whole: Set<string>;
  /** A prefix, then a value, then this ending of the next part. */
  built: { prefix: string; ending: string }[];
  /** A prefix held whole, with the words of the file that holds it. */
  held: { prefix: string; words: Set<string> }[];
}

const KEY = String.raw`portico(?:\.[A-Za-z0-9_]+)+`;

const askedFor = (): Asked => {
  const asked: Asked = { whole: new Set(), built: [], held: [] };
  for (const file of ['src', 'providers', 'resources'].flatMap(sourceFiles)) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const words = new Set(text.match(/[A-Za-z0-9_]+/g));
    for (const [key] of text.matchAll(new RegExp(KEY, 'g'))) asked.whole.add(key);
    for (const [, prefix, ending] of text.matchAll(new RegExp(String.raw`(${KEY})\.\$\{[^}]*\}([A-Za-z0-9_]*)`, 'g'))) {
      asked.built.push({ prefix: prefix!, ending: ending! });
    }
    for (const [, prefix] of text.matchAll(new RegExp(String.raw`['"\`](${KEY})['"\`]`, 'g'))) asked.held.push({ prefix: prefix!, words });
    for (const [, area] of text.matchAll(/lazyCatalogue\(\s*'([A-Za-z]+)'/g)) asked.held.push({ prefix: `portico.${area}`, words });
  }
  return asked;
};

const isAskedFor = (key: string, asked: Asked): boolean => {
  if (asked.whole.has(key)) return true;
  const last = key.split('.').at(-1)!;
  const built = asked.built.some(({ prefix, ending }) => {
    if (!key.startsWith(`${prefix}.`)) return false;
    const next = key.slice(prefix.length + 1).split('.')[0]!;
    return next.endsWith(ending);
  });
  return built || asked.held.some(({ prefix, words }) => key.startsWith(`${prefix}.`) && words.has(last));
};

describe('the catalogue', () => {
  it('holds only strings the code asks for', () => {
    const asked = askedFor();
    const keys = catalogueKeys();
    expect(keys.length).toBeGreaterThan(200);
    expect(keys.filter((key) => !isAskedFor(key, asked))).toEqual([]);
  });
});
