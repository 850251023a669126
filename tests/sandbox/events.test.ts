// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publish } from '../../sandbox/events';
import { PRODUCT } from '../../sandbox/seed/products';
import { GATEWAY, ID, PORTAL, get, login, post, tokenFor } from './helpers';

interface Frame {
  id?: string;
  event?: string;
  data?: { companyId: string; resource: string; id: string; payload: Record<string, unknown> };
}

const streams: AbortController[] = [];
afterEach(() => streams.splice(0).forEach((s) => s.abort()));

/** Opens `GET /events` and reads its frames as they come (the stream never ends on its own). */
const subscribe = async (token: string, headers: Record<string, string> = {}) => {
  const stop = new AbortController();
  streams.push(stop);
  const res = await fetch(`${PORTAL}/events?topics=accessRequests`, {
    headers: { Authorization: `Bearer ${token}`, ...headers },
    signal: stop.signal,
  });
  const frames: Frame[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  /** Settles when the service ends the stream (or this test aborts it). */
  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame: Frame = {};
        for (const line of buffer.slice(0, end).split('\n')) {
          const [field, ...rest] = line.split(': ');
          const value = rest.join(': ');
          if (field === 'id') frame.id = value;
          if (field === 'event') frame.event = value;
          if (field === 'data') frame.data = JSON.parse(value) as Frame['data'];
        }
        if (frame.event) frames.push(frame);
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  return { res, frames, ended };
};

const requestAccess = async (companyId = 'cmp-01') => {
  const res = await post(
    `${GATEWAY}/access-requests`,
    { companyId, productId: PRODUCT.memberPortal, schemeIds: [], reason: 'Month-end checks', durationUnit: 'Hours', durationValue: 4 },
    await tokenFor('analyst@portico.test'),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

describe('live events (GET /events)', () => {
  it('streams with the headers that keep it live, and tells an approver a request arrived', async () => {
    const { res, frames } = await subscribe(await tokenFor('clientadmin@portico.test'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const id = await requestAccess();
    await vi.waitFor(() =>
      expect(frames).toContainEqual({
        id: expect.stringMatching(/^\d+$/) as string,
        event: 'accessRequest.created',
        data: { companyId: 'cmp-01', resource: 'accessRequest', id, payload: { approvalStatus: 'Pending' } },
      }),
    );
  });

  it("never carries another client's event to a ClientAdmin", async () => {
    const outsider = await subscribe(await tokenFor('outsider@portico.test'));
    await requestAccess('cmp-01');
    // The sign that the stream has had its chance: an event of the outsider's own company, published after.
    publish({ resource: 'accessRequest', id: 'acr-sign', companyId: 'cmp-24', type: 'created' });
    await vi.waitFor(() => expect(outsider.frames.map((f) => f.data?.id)).toContain('acr-sign'));
    expect(outsider.frames.map((f) => f.data?.companyId)).toEqual(['cmp-24']);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID', async () => {
    const admin = await tokenFor('clientadmin@portico.test');
    const first = await subscribe(admin);
    const seen = await requestAccess();
    await vi.waitFor(() => expect(first.frames).toHaveLength(1));
    streams[0]!.abort();
    const missed = await requestAccess();
    const again = await subscribe(admin, { 'Last-Event-ID': first.frames[0]!.id! });
    await vi.waitFor(() => expect(again.frames.map((f) => f.data?.id)).toEqual([missed]));
    expect(again.frames.map((f) => f.data?.id)).not.toContain(seen);
  });

  it('answers 401 without a token, and 403 to a role that reads none of the topics', async () => {
    const anonymous = await get(`${PORTAL}/events?topics=accessRequests`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Authentication required.' });
    expect((await get(`${PORTAL}/events?topics=accessRequests`, await tokenFor('manager@portico.test'))).status).toBe(403);
  });

  it('refuses an unknown topic with the field named', async () => {
    const res = await get(`${PORTAL}/events?topics=salaries`, await tokenFor('clientadmin@portico.test'));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { topics: [expect.stringContaining('accessRequests') as string] } });
  });

  it('ends the stream once its session is signed out, without sending what is published after', async () => {
    const admin = await login('clientadmin@portico.test');
    const { frames, ended } = await subscribe(admin.accessToken);
    expect((await post(`${ID}/auth/logout`, { refreshToken: admin.refreshToken })).status).toBe(204);
    // The next event is the moment the service checks the token again.
    await requestAccess();
    await ended;
    expect(frames).toEqual([]);
  });

  it('ends the stream once its access token has run out, without sending what is published after', async () => {
    const { frames, ended } = await subscribe(await tokenFor('clientadmin@portico.test'));
    // Only the clock moves: the stream's timers (its heartbeat) stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60 * 60 * 1000);
      publish({ resource: 'accessRequest', id: 'acr-late', companyId: 'cmp-01', type: 'created' });
      await ended;
    } finally {
      vi.useRealTimers();
    }
    expect(frames).toEqual([]);
  });
});
