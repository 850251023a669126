/**
 * The sandbox's test hooks over HTTP (see README, "The sandbox").
 */
import { inject } from 'vitest';
import { formatViolations, type ContractViolation } from '../../../sandbox/contract';
import { SUPERADMIN } from './accounts';
import { shardOf } from './env';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  [key: string]: unknown;
}

export function sandboxUrl(): string {
  return shardOf(inject('e2eSandboxUrls'));
}

/** Restores the seed and revokes every session. */
export async function resetSandbox(): Promise<void> {
  const res = await fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST /__sandbox/reset answered ${res.status}: ${await res.text()}`);
}

/** What the sandbox answered against the API contract since the last read, formatted; empty when it kept to it. */
export async function readContractViolations(): Promise<string> {
  const res = await fetch(`${sandboxUrl()}/__sandbox/contract-violations`);
  if (!res.ok) throw new Error(`GET /__sandbox/contract-violations answered ${res.status}: ${await res.text()}`);
  return formatViolations((await res.json()) as ContractViolation[]);
}

/** Every email the sandbox services have "sent" since the last reset (invitation links and codes are in `text`). */
export async function readOutbox(): Promise<OutboxEmail[]> {
  const res = await fetch(`${sandboxUrl()}/__sandbox/outbox`);
  if (!res.ok) throw new Error(`GET /__sandbox/outbox answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as OutboxEmail[];
}

/** The SuperAdmin's bearer header, signed in straight against the sandbox (for reading what the API holds). */
export async function superAdminHeaders(): Promise<Record<string, string>> {
  const login = await fetch(`${sandboxUrl()}/identity/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: SUPERADMIN.email, password: SUPERADMIN.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/**
 * A bulk-onboarding file for each given company, uploaded as an administrator would, so each company's upload
 * history has a file page to open. Its one line is refused (a malformed PSTR), so nothing else in the seed changes.
 */
export async function uploadOnboardingFiles(companyIds: string[] | 'all'): Promise<void> {
  const api = sandboxUrl();
  const headers = await superAdminHeaders();
  const ids =
    companyIds === 'all'
      ? ((await (await fetch(`${api}/portal/api/v1/companies/all`, { headers })).json()) as { id: string }[]).map((c) => c.id)
      : companyIds;
  const csv = 'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference\nScheme,Staff Pension Plan,DC,1234,,,\n';
  for (const id of ids) {
    const form = new FormData();
    form.append('companyId', id);
    form.append('file', new File([csv], 'schemes.csv', { type: 'text/csv' }));
    const res = await fetch(`${api}/portal/api/v1/onboarding-files`, { method: 'POST', body: form, headers });
    // 202: accepted and processed in steps (one line: done within the sandbox's first tick).
    if (res.status !== 202) throw new Error(`upload for ${id} answered ${res.status}: ${await res.text()}`);
  }
}
