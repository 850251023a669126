// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from '../../sandbox/server';
import { sandboxOverHttp } from './overHttp';

// The real HTTP server on a random port; MSW lets requests to it through so they go over the wire.
const site = sandboxOverHttp();

describe('sandbox over HTTP', () => {
  it('serves the same handlers with CORS for the portal origin', async () => {
    const health = await fetch(`${site.base}/__sandbox/health`);
    expect(health.status).toBe(200);
    const login = await fetch(`${site.base}/identity/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify({ email: 'superadmin@portico.test', password: 'Portico#Demo2026' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(login.headers.get('access-control-allow-credentials')).toBe('true');
    const { accessToken } = await login.json();
    const tenants = await fetch(`${site.base}/portal/api/v1/tenants?range=[0,0]`, {
      headers: { Authorization: `Bearer ${accessToken}`, Origin: 'http://127.0.0.1:5173' },
    });
    expect(tenants.headers.get('content-range')).toBe('tenants 0-0/3');
    expect(tenants.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('answers preflight requests and 404s for unknown paths', async () => {
    const preflight = await fetch(`${site.base}/portal/api/v1/companies`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect((await fetch(`${site.base}/nowhere`)).status).toBe(404);
  });

  it('allows only loopback origins', () => {
    expect(isAllowedOrigin('http://localhost:5173')).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:4173')).toBe(true);
    expect(isAllowedOrigin('http://localhost.evil.example')).toBe(false);
    expect(isAllowedOrigin('https://portico.example.com')).toBe(false);
  });
});
