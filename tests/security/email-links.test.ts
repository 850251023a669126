// @vitest-environment node
/**
 * Reset-link and invitation-link poisoning: a service that builds emailed links from the request's Host, Origin or
 * X-Forwarded-Host lets anyone who can ask for a reset (or trick an administrator's browser into inviting) send the
 * victim a genuine email whose link leads to the attacker's site, token and all. The sandbox builds every link from
 * its configured portal address (SANDBOX_PORTAL_ORIGIN), never from the request; so must the real identity service
 * (docs/api.md). Asked over real HTTP, where the headers are whatever the client sends.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStore } from '../../sandbox/store';
import { tokenFor } from '../sandbox/helpers';
import { sandboxOverHttp } from '../sandbox/overHttp';

const CONFIGURED = 'https://portal.configured.example';
const HOSTILE = {
  Host: 'evil.example',
  Origin: 'http://localhost:6666',
  'X-Forwarded-Host': 'evil.example',
  'X-Forwarded-Proto': 'http',
  'X-Forwarded-Port': '6666',
  Forwarded: 'host=evil.example;proto=http',
  Referer: 'https://evil.example/auth/password/reset',
};

const site = sandboxOverHttp();

beforeEach(() => {
  vi.stubEnv('SANDBOX_PORTAL_ORIGIN', CONFIGURED);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A raw request, so that Host is sent as given (fetch would set it from the URL). */
const hostile = (path: string, body: unknown, token?: string) =>
  new Promise<number>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: site.port,
        path,
        method: 'POST',
        headers: {
          ...HOSTILE,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const linksTo = (to: string) =>
  getStore()
    .outbox.filter((m) => m.to === to)
    .flatMap((m) => [...m.text.matchAll(/https?:\/\/[^\s)]+/g)].map((match) => match[0]));

describe('emailed links come from the configured portal address, whatever the request says', () => {
  it('a password reset asked with a hostile Host, Origin and X-Forwarded-Host links to the configured portal', async () => {
    expect(await hostile('/identity/users/reset-password', { email: 'analyst@portico.test' })).toBe(204);
    const links = linksTo('analyst@portico.test');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(`${CONFIGURED}/`)).toBe(true);
    const texts = getStore().outbox.filter((m) => m.to === 'analyst@portico.test');
    expect(texts.some((m) => /evil|6666/.test(`${m.subject}\n${m.text}`))).toBe(false);
  });

  it('an invitation created and sent with hostile headers links to the configured portal', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const invitee = {
      firstName: 'Olivia',
      lastName: 'Brennan',
      email: 'olivia.brennan@example.com',
      roleName: 'ClientPortal_Manager',
      companyIds: ['cmp-01'],
      sendInvitation: false,
    };
    expect(await hostile('/portal/api/v1/users', invitee, token)).toBe(201);
    const id = getStore().users.find((u) => u.email === invitee.email)!.id;
    expect(await hostile(`/portal/api/v1/users/${id}/resendConfirmationCode`, {}, token)).toBe(200);
    // And the spec's one-call invitation.
    expect(await hostile('/portal/api/v1/users', { ...invitee, email: 'second@example.com', sendInvitation: undefined }, token)).toBe(201);
    for (const to of [invitee.email, 'second@example.com']) {
      const links = linksTo(to);
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(new RegExp(`^${CONFIGURED.replace(/\./g, '\\.')}/auth/signup/[A-Za-z0-9_-]+$`));
    }
  });
});
