/**
 * The sandbox's test hooks over HTTP (see README, "The sandbox").
 */
import { inject } from 'vitest';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  [key: string]: unknown;
}

export function sandboxUrl(): string {
  return inject('e2eSandboxUrl');
}

/** Restores the seed and revokes every session. */
export async function resetSandbox(): Promise<void> {
  const res = await fetch(`${sandboxUrl()}/__sandbox/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`POST /__sandbox/reset answered ${res.status}: ${await res.text()}`);
}

/** Every email the sandbox services have "sent" since the last reset (invitation links and codes are in `text`). */
export async function readOutbox(): Promise<OutboxEmail[]> {
  const res = await fetch(`${sandboxUrl()}/__sandbox/outbox`);
  if (!res.ok) throw new Error(`GET /__sandbox/outbox answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as OutboxEmail[];
}
