// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dateAfter,
  dateBefore,
  decodeSignupToken,
  email,
  emptyToUndefined,
  hexColour,
  ipAddress,
  loginPassword,
  matches,
  mfaCode,
  newPassword,
  normaliseEmail,
  passwordConfirmation,
  phone,
  signupTokenMessage,
  sshKey,
  validateForm,
} from '../../../src/shared/validation';

const COMPLEXITY = 'New password should contain at least an uppercase letter, lowercase letter, number and special character.';
const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('empty strings', () => {
  it('are undefined, and other strings are trimmed', () => {
    expect(emptyToUndefined('')).toBeUndefined();
    expect(emptyToUndefined('   ')).toBeUndefined();
    expect(emptyToUndefined(' a ')).toBe('a');
    expect(emptyToUndefined(3)).toBe(3);
  });
});

describe('email', () => {
  const rule = email('Email');
  it('is required', () => {
    expect(rule('')).toBe('Email is required');
    expect(rule('  ')).toBe('Email is required');
    expect(rule(undefined)).toBe('Email is required');
  });
  it('must look like an address', () => {
    expect(rule('someone')).toBe('Enter a valid email address');
    expect(rule('someone@example')).toBe('Enter a valid email address');
    expect(rule('a b@example.com')).toBe('Enter a valid email address');
  });
  it('is trimmed and lower-cased before checking', () => {
    expect(rule('  Someone@Example.CO.UK ')).toBeUndefined();
    expect(normaliseEmail('  Someone@Example.CO.UK ')).toBe('someone@example.co.uk');
    expect(normaliseEmail('   ')).toBeUndefined();
  });
});

describe('login password', () => {
  it('is required and nothing more', () => {
    expect(loginPassword('Password')('')).toBe('Password is required');
    expect(loginPassword('Password')('x')).toBeUndefined();
  });
});

describe('MFA code', () => {
  it('is 6 digits', () => {
    const rule = mfaCode('Verification code');
    expect(rule('12345')).toBe('Verification code must be 6 digits');
    expect(rule('1234567')).toBe('Verification code must be 6 digits');
    expect(rule('12a456')).toBe('Verification code must be 6 digits');
    expect(rule(' 123456 ')).toBeUndefined();
  });
  it('is required only during the challenge', () => {
    expect(mfaCode('Verification code', { isRequired: true })('')).toBe('Verification code is required');
    expect(mfaCode('Verification code', { isRequired: false })('')).toBeUndefined();
    expect(mfaCode('Verification code', { isRequired: false })('12')).toBe('Verification code must be 6 digits');
  });
});

describe('new password', () => {
  const rule = newPassword('New password');
  it('is required', () => expect(rule('')).toBe('New password is required'));
  it('has at least 12 characters after trimming', () => {
    expect(rule('Ab1!Ab1!Ab1')).toBe('New password should be at least 12 characters long.');
    expect(rule('  Ab1!Ab1!Ab1  ')).toBe('New password should be at least 12 characters long.');
    expect(rule('Ab1!Ab1!Ab1!')).toBeUndefined();
  });
  it.each([
    ['no uppercase', 'ab1!ab1!ab1!'],
    ['no lowercase', 'AB1!AB1!AB1!'],
    ['no digit', 'Abc!Abc!Abc!'],
    ['no special character', 'Abc1Abc1Abc1'],
  ])('names the four character classes when there is %s', (_, value) => {
    expect(rule(value)).toBe(COMPLEXITY);
  });
  it('uses the field label in the message', () => {
    expect(newPassword('Password')('abcdefghijkl')).toBe(
      'Password should contain at least an uppercase letter, lowercase letter, number and special character.',
    );
  });
});

describe('confirmation', () => {
  it('must match', () => {
    expect(matches('password')('Ab1!Ab1!Ab1!x', { password: 'Ab1!Ab1!Ab1!' })).toBe('Passwords should be the same');
    // Exactly: the password is sent as typed, spaces included (issue 22, ASVS 6.2.8).
    expect(matches('password')(' Ab1!Ab1!Ab1! ', { password: 'Ab1!Ab1!Ab1!' })).toBe('Passwords should be the same');
    expect(matches('password')(' Ab1!Ab1!Ab1! ', { password: ' Ab1!Ab1!Ab1! ' })).toBeUndefined();
    expect(passwordConfirmation('Confirm new password', 'password')('', { password: 'x' })).toBe('Confirm new password is required');
  });
});

describe('phone', () => {
  const rule = phone();
  const message = 'Enter the phone number in international format with a space after the country code, like +44 20 7946 0000';
  it('is optional', async () => expect(await rule('')).toBeUndefined());
  it.each(['+44 7700900123', '07700900123', '020 7946 0000', '+44 20 7946 0000', '0044 20 7946 0000', '+44-7700900123', '+353 1 234 5678'])(
    'accepts %s, as people type it',
    async (value) => expect(await rule(value)).toBeUndefined(),
  );
  it.each(['12', '+44 770', '+1 2025', '+44 1234567890123456', 'call reception'])('refuses %s', async (value) =>
    expect(await rule(value)).toBe(message),
  );
});

describe('hex colour', () => {
  const rule = hexColour('Primary colour');
  it('accepts #rrggbb and #rgb', () => {
    expect(rule('#012345')).toBeUndefined();
    expect(rule('#ABC')).toBeUndefined();
    expect(rule('')).toBeUndefined();
  });
  it.each(['012345', '#01234', '#GGGGGG', 'red'])('refuses %s', (value) =>
    expect(rule(value)).toBe('Primary colour must be valid color, like: #012345'),
  );
});

describe('IP address', () => {
  const rule = ipAddress('IP address');
  it.each(['192.168.0.1', '0.0.0.0', '255.255.255.255', '::1', '2001:db8::8a2e:370:7334', '::ffff:192.0.2.128'])('accepts %s', (value) =>
    expect(rule(value)).toBeUndefined(),
  );
  it.each(['256.1.1.1', '1.2.3', '01.2.3.4', '2001:db8:::1', 'localhost', '1.2.3.4/24', 'gggg::1'])('refuses %s', (value) =>
    expect(rule(value)).toBe('IP address must be a valid in IPv4 or IPv6 format.'),
  );
});

describe('date range', () => {
  it('from-date must be earlier than to-date', () => {
    const rule = dateBefore('Valid from', 'to');
    expect(rule('2026-03-01', { to: '2026-02-01' })).toBe('Valid from field must be earlier than 01/02/2026');
    expect(rule('2026-02-01', { to: '2026-02-01' })).toBe('Valid from field must be earlier than 01/02/2026');
    expect(rule('2026-01-01', { to: '2026-02-01' })).toBeUndefined();
    expect(rule('2026-01-01', { to: '' })).toBeUndefined();
  });
  it('to-date must be later than from-date', () => {
    const rule = dateAfter('Valid to', 'from');
    expect(rule('2026-01-01', { from: '2026-02-01' })).toBe('Valid to field must be later than 01/02/2026');
    expect(rule('2026-03-01', { from: '2026-02-01' })).toBeUndefined();
  });
});

describe('sign-up token', () => {
  it('decodes base64url JSON with an email and a token', () => {
    expect(decodeSignupToken(b64url({ email: 'NewJoiner@Portico.test', token: 'abc' }))).toEqual({
      email: 'newjoiner@portico.test',
      token: 'abc',
    });
  });
  it.each([
    ['missing', undefined],
    ['not base64', 'not a token!'],
    ['not JSON', btoa('hello')],
    ['no token', b64url({ email: 'a@b.co' })],
    ['no email', b64url({ token: 'abc' })],
    ['bad email', b64url({ email: 'nobody', token: 'abc' })],
  ])('is invalid when %s', (_, raw) => expect(decodeSignupToken(raw)).toBeNull());
  it("has the spec's message", () => expect(signupTokenMessage()).toBe('Invalid verification token'));
});

describe('SSH key', () => {
  const rule = sshKey('Public key');
  it('is required', () => expect(rule('')).toBe('Public key is required'));
  it('starts with "ssh-rsa "', () => {
    const message = 'Key expected format is "ssh-rsa <Base64-encoded key>"';
    expect(rule('ssh-ed25519 AAAAC3Nza')).toBe(message);
    expect(rule('ssh-rsaAAAAB3')).toBe(message);
    expect(rule('ssh-rsa AAAAB3NzaC1yc2E user@host')).toBeUndefined();
  });
});

describe('validateForm', () => {
  it('answers only the fields in error', () => {
    expect(validateForm({ email: 'x', password: '' }, { email: email('Email'), password: loginPassword('Password') })).toEqual({
      email: 'Enter a valid email address',
      password: 'Password is required',
    });
  });
});
