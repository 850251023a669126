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
