import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../sandbox/node';
import { liveTimings, subscribe, type LiveSignal } from '../../../providers/liveEvents';
import { logout, readAuthState } from '../../../providers/session';
import { PRODUCT } from '../../../sandbox/seed/products';
import { signInAs } from '../support/session';
import { EVENTS, streamAnswered } from '../support/liveStream';

const defaults = { ...liveTimings };
const stops: Array<() => void> = [];

const listen = (topic: 'accessRequests' | 'onboardingFiles' = 'accessRequests') => {
  const signals: LiveSignal[] = [];
  stops.push(subscribe(topic, (signal) => signals.push(signal)));
  return signals;
};

/** A stream of the given frames that ends after them. */
const frames = (text: string) =>
  new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

beforeEach(async () => {
  Object.assign(liveTimings, { backoffMs: 10, maxBackoffMs: 20, pollMs: 30 });
  await signInAs('clientadmin@portico.test');
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  Object.assign(liveTimings, defaults);
});

describe('the live connection (providers/liveEvents.ts)', () => {
  it("delivers an event of the subscribed topic: an approver hears of a colleague's new request", async () => {
    const answered = streamAnswered();
    const signals = listen();
    await answered;
    const login = (await (
      await fetch('http://localhost:4010/identity/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'analyst@portico.test', password: 'Portico#Demo2026' }),
      })
    ).json()) as { accessToken: string };
    const created = await fetch('http://localhost:4010/gateway/api/v1/access-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.accessToken}` },
      body: JSON.stringify({
        companyId: 'cmp-01',
        productId: PRODUCT.memberPortal,
        schemeIds: [],
        reason: 'Year-end',
        durationUnit: 'Days',
        durationValue: 2,
      }),
    });
    const { id } = (await created.json()) as { id: string };
    await vi.waitFor(() =>
      expect(signals).toContainEqual({
        kind: 'event',
        event: expect.objectContaining({
          event: 'accessRequest.created',
          type: 'created',
          companyId: 'cmp-01',
          recordId: id,
          payload: { approvalStatus: 'Pending' },
        }) as unknown,
      }),
    );
  });

  it('resumes after the last event it read: the reconnection sends Last-Event-ID', async () => {
    const asked: Array<string | null> = [];
    server.use(
      http.get(EVENTS, ({ request }) => {
        asked.push(request.headers.get('last-event-id'));
        return frames(
          'retry: 10\n\nid: 41\nevent: accessRequest.decided\ndata: {"companyId":"cmp-01","resource":"accessRequest","id":"acr-001"}\n\n',
        );
      }),
    );
    const signals = listen();
    await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
    expect(asked.slice(0, 2)).toEqual([null, '41']);
    expect(signals[0]).toEqual({
      kind: 'event',
      event: expect.objectContaining({ id: '41', recordId: 'acr-001', type: 'decided' }) as unknown,
    });
  });

  it.each([404, 503])('falls back to asking its subscribers to read again when the stream answers %i', async (status) => {
    server.use(http.get(EVENTS, () => HttpResponse.json({ message: 'No stream here.' }, { status })));
    const signals = listen('onboardingFiles');
    await vi.waitFor(() => expect(signals.filter((s) => s.kind === 'refresh').length).toBeGreaterThanOrEqual(2));
    expect(signals.every((s) => s.kind === 'refresh')).toBe(true);
  });

  it('reads a malformed event as "read again" rather than failing', async () => {
    server.use(http.get(EVENTS, () => frames('id: 3\nevent: accessRequest.created\ndata: {not json\n\n')));
    const signals = listen();
    await vi.waitFor(() => expect(signals[0]).toEqual({ kind: 'refresh' }));
  });

  it('closes the stream when the user signs out, and does not open another', async () => {
    let opened = 0;
    let aborted = false;
    server.use(
      http.get(EVENTS, ({ request }) => {
        opened += 1;
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        return new HttpResponse(
          new ReadableStream({
            start: (controller) => controller.enqueue(new TextEncoder().encode(': open\n\n')),
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        );
      }),
    );
    listen();
    await vi.waitFor(() => expect(opened).toBe(1));
    await logout('user', { revoke: false });
    await vi.waitFor(() => expect(aborted).toBe(true));
    expect(opened).toBe(1);
  });

  it('when the service says the token has run out (401), refreshes it and opens again with the new one', async () => {
    const tokens: Array<string | null> = [];
    server.use(
      http.get(EVENTS, ({ request }) => {
        tokens.push(request.headers.get('authorization'));
        if (tokens.length === 1) return HttpResponse.json({ message: 'The access token has expired.' }, { status: 401 });
        return new HttpResponse(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode(': open\n\n')) }), {
          headers: { 'Content-Type': 'text/event-stream' },
        });
      }),
    );
    const before = readAuthState()!.accessToken;
    const signals = listen();
    await vi.waitFor(() => expect(tokens).toHaveLength(2));
    expect(tokens[0]).toBe(`Bearer ${before}`);
    const after = readAuthState()!.accessToken;
    expect(after).not.toBe(before);
    expect(tokens[1]).toBe(`Bearer ${after}`);
    // Opened at once with the new token: no falling back to reading again every while.
    expect(signals).toEqual([]);
  });

  it('after the service ends a stream whose token has run out, opens again with a refreshed token, resuming', async () => {
    const asked: Array<{ token: string | null; last: string | null }> = [];
    const before = readAuthState()!.accessToken;
    // Only the clock is faked: the transport's waits stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    server.use(
      http.get(EVENTS, ({ request }) => {
        asked.push({ token: request.headers.get('authorization'), last: request.headers.get('last-event-id') });
        if (asked.length > 1) return frames(': open\n\n');
        // The access token runs out (its 15 minutes pass) and the service ends the stream at its next check.
        vi.setSystemTime(Date.now() + 20 * 60 * 1000);
        return frames(
          'retry: 10\n\nid: 7\nevent: accessRequest.created\ndata: {"companyId":"cmp-01","resource":"accessRequest","id":"acr-001"}\n\n',
        );
      }),
    );
    try {
      listen();
      await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
    } finally {
      vi.useRealTimers();
    }
    const after = readAuthState()!.accessToken;
    expect(after).not.toBe(before);
    expect(asked.slice(0, 2)).toEqual([
      { token: `Bearer ${before}`, last: null },
      { token: `Bearer ${after}`, last: '7' },
    ]);
  });
});
