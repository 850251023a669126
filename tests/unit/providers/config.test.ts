import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig, getConfig } from '../../../providers/config';

afterEach(() => {
  delete window.__PORTICO_CONFIG__;
});

describe('runtime config', () => {
  it('falls back to the sandbox defaults, key by key', () => {
    window.__PORTICO_CONFIG__ = { productDomain: 'portico.example' };
    expect(getConfig()).toEqual({ ...defaultConfig, productDomain: 'portico.example' });
  });

  it('takes the support help centre from /config.js', () => {
    expect(getConfig().supportUrl).toBe(defaultConfig.supportUrl);
    expect(defaultConfig.supportUrl).toMatch(/^https:\/\//);
    window.__PORTICO_CONFIG__ = { supportUrl: 'https://support.portico.example/hc/lost-mfa' };
    expect(getConfig().supportUrl).toBe('https://support.portico.example/hc/lost-mfa');
  });

  it.each([
    'http://support.portico.example/hc',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//support.portico.example/hc',
    '/hc/lost-mfa',
    'not a url',
    '',
  ])('refuses a support address that is not https: %s', (supportUrl) => {
    window.__PORTICO_CONFIG__ = { supportUrl };
    expect(getConfig().supportUrl).toBe(defaultConfig.supportUrl);
  });
});

describe('session timeouts (issue 22 item 6)', () => {
  it('default to 30 minutes without activity (NIST SP 800-63B-4, AAL2) and 12 hours from sign-in', () => {
    expect(getConfig().idleTimeoutMinutes).toBe(30);
    expect(getConfig().absoluteSessionHours).toBe(12);
  });

  it('take positive whole numbers from /config.js', () => {
    window.__PORTICO_CONFIG__ = { idleTimeoutMinutes: 15, absoluteSessionHours: 8 };
    expect(getConfig()).toEqual(expect.objectContaining({ idleTimeoutMinutes: 15, absoluteSessionHours: 8 }));
  });

  it.each([0, -5, 1.5, '30', Number.NaN, Number.POSITIVE_INFINITY, null])('refuse %s and keep the defaults', (value) => {
    window.__PORTICO_CONFIG__ = { idleTimeoutMinutes: value as never, absoluteSessionHours: value as never };
    expect(getConfig()).toEqual(expect.objectContaining({ idleTimeoutMinutes: 30, absoluteSessionHours: 12 }));
  });
});
