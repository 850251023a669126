/**
 * Runtime configuration. Read from `window.__PORTICO_CONFIG__`, which `/config.js` (served beside
 * index.html) sets before the bundle runs, so one build serves every environment.
 * Missing keys fall back to the sandbox defaults.
 */
export type TargetPlatform = 'AWS' | 'AZURE';

export interface PorticoConfig {
  /** Identity service: login, MFA, password journeys. */
  authApiUrl: string;
  /** Client-portal API (companies, users, products, tenants, permissions …), paths start /api/v1. */
  portalApiUrl: string;
  /** Data-gateway API (retention, access requests, publish, integrations), paths start /api/v1. */
  gatewayApiUrl: string;
  targetPlatform: TargetPlatform;
  /** The product's domain: module sub-domains and allowed redirectTo hosts hang off it. */
  productDomain: string;
  /** The support help centre (the reset-MFA help page links to it); https only. */
  supportUrl: string;
}

export const SANDBOX_ORIGIN = 'http://localhost:4010';

export const defaultConfig: PorticoConfig = {
  authApiUrl: `${SANDBOX_ORIGIN}/identity`,
  portalApiUrl: `${SANDBOX_ORIGIN}/portal`,
  gatewayApiUrl: `${SANDBOX_ORIGIN}/gateway`,
  targetPlatform: 'AWS',
  productDomain: 'localhost',
  supportUrl: 'https://help.portico.test/hc/en-gb/articles/lost-mfa',
};

/** An absolute https URL, or undefined: the address is put in a link, so nothing a browser would run or downgrade. */
const httpsUrl = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || !/^https:\/\//i.test(value.trim())) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
};

declare global {
  interface Window {
    __PORTICO_CONFIG__?: Partial<PorticoConfig>;
  }
}

export const getConfig = (): PorticoConfig => {
  const fromWindow = typeof window !== 'undefined' ? (window.__PORTICO_CONFIG__ ?? {}) : {};
  const merged = { ...defaultConfig, ...fromWindow };
  return {
    ...merged,
    targetPlatform: merged.targetPlatform === 'AZURE' ? 'AZURE' : 'AWS',
    supportUrl: httpsUrl(merged.supportUrl) ?? defaultConfig.supportUrl,
  };
};

export type Service = 'auth' | 'portal' | 'gateway';

export const serviceBaseUrl = (service: Service, config: PorticoConfig = getConfig()): string =>
  ({ auth: config.authApiUrl, portal: config.portalApiUrl, gateway: config.gatewayApiUrl })[service].replace(/\/$/, '');
