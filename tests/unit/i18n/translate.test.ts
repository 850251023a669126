import Polyglot from 'node-polyglot';
import { porticoMessages } from '../../../providers/i18n/en';
import { reactAdminMessages } from '../../../providers/i18n/en/reactAdmin';
import { createTranslate, translate } from '../../../providers/i18n/translate';

/** Every key of a catalogue, dotted, as polyglot flattens it. */
const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

// The options the portal passes somewhere, so each placeholder and plural form is exercised.
const samples = [{}, { smart_count: 1 }, { smart_count: 0 }, { smart_count: 7, name: 'Acme', email: 'a@b.test', count: 3 }];

describe('the translator outside react-admin', () => {
  const polyglotOver = (phrases: object) =>
    new Polyglot({
      locale: 'en',
      phrases,
      onMissingKey: (key: string, options: Polyglot.InterpolationOptions) => (typeof options._ === 'string' ? options._ : key),
    });

  it('reads every catalogue entry exactly as node-polyglot (and so the portal) does', () => {
    const polyglot = polyglotOver(porticoMessages);
    const keys = keysOf(porticoMessages);
    expect(keys.length).toBeGreaterThan(200);
    for (const key of keys) {
      for (const options of samples) expect(translate(key, options), key).toBe(polyglot.t(key, options));
    }
  });

  it("reads react-admin's restated messages, plural forms and all, as node-polyglot does", () => {
    const phrases = { ra: reactAdminMessages };
    const [polyglot, t] = [polyglotOver(phrases), createTranslate(phrases)];
    for (const key of keysOf(phrases)) {
      for (const options of samples) expect(t(key, options), key).toBe(polyglot.t(key, options));
    }
  });

  it('interpolates, chooses the English plural form and falls back to the default or the key', () => {
    const t = createTranslate({ a: { hello: 'Hello %{name}', results: '1 result |||| %{smart_count} results' } });
    expect(t('a.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('a.hello')).toBe('Hello %{name}');
    expect(t('a.results', { smart_count: 1 })).toBe('1 result');
    expect(t('a.results', { smart_count: 0 })).toBe('0 results');
    expect(t('a.results', { smart_count: 12 })).toBe('12 results');
    expect(t('a.missing', { _: 'Default for %{name}', name: 'Ada' })).toBe('Default for Ada');
    expect(t('a.missing')).toBe('a.missing');
    expect(t('constructor')).toBe('constructor');
  });
});
