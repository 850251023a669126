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
  /** Minutes without input in any tab after which the session ends (NIST SP 800-63B-4 AAL2: 30). */
  idleTimeoutMinutes: number;
  /** Hours after sign-in after which the session ends, however active the user is. */
  absoluteSessionHours: number;
}

export const SANDBOX_ORIGIN = 'http://localhost:4010';

export const defaultConfig: PorticoConfig = {
  authApiUrl: `${SANDBOX_ORIGIN}/identity`,
  portalApiUrl: `${SANDBOX_ORIGIN}/portal`,
  gatewayApiUrl: `${SANDBOX_ORIGIN}/gateway`,
  targetPlatform: 'AWS',
  productDomain: 'localhost',
  supportUrl: 'https://help.portico.test/hc/en-gb/articles/lost-mfa',
  idleTimeoutMinutes: 30,
  absoluteSessionHours: 12,
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

// A timeout that is zero, negative or not a number would end every session at once or never.
const positiveWhole = (value: unknown, fallback: number): number =>
  Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : fallback;

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
    idleTimeoutMinutes: positiveWhole(merged.idleTimeoutMinutes, defaultConfig.idleTimeoutMinutes),
    absoluteSessionHours: positiveWhole(merged.absoluteSessionHours, defaultConfig.absoluteSessionHours),
  };
};

export type Service = 'auth' | 'portal' | 'gateway';

export const serviceBaseUrl = (service: Service, config: PorticoConfig = getConfig()): string =>
  ({ auth: config.authApiUrl, portal: config.portalApiUrl, gateway: config.gatewayApiUrl })[service].replace(/\/$/, '');
