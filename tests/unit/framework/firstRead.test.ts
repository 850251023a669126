/**
 * The first screen's record read early (src/framework/firstRead.ts): the screen's own read takes the early answer
 * once, for the same record and meta only, and never an answer older than FIRST_READ_MS; the screen is told when the
 * record's cached answer is that one, so it does not ask again as it mounts.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { FIRST_READ_MS, withFirstRead } from '../../../src/framework/firstRead';

/** A data provider that answers each read with a new version of the record, so a reused answer shows. */
const counting = (cache?: QueryClient) => {
  const calls: unknown[] = [];
  const provider = {
    getOne: (resource: string, { id, meta }: { id: string; meta?: unknown }) => {
      calls.push([resource, id, meta]);
      return Promise.resolve({ data: { id, version: calls.length } });
    },
  } as unknown as DataProvider;
  return { calls, provider: withFirstRead(provider, cache) };
};

describe('the first read', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the answer to the screen's read of the same record, without a second call", async () => {
    const { calls, provider } = counting();
    provider.readFirst('companies', { id: 'cmp-01' });
    await expect(provider.getOne('companies', { id: 'cmp-01' })).resolves.toEqual({ data: { id: 'cmp-01', version: 1 } });
    expect(calls).toHaveLength(1);
  });

  it('is taken once: a later read asks the API again', async () => {
    const { calls, provider } = counting();
    provider.readFirst('companies', { id: 'cmp-01' });
    await provider.getOne('companies', { id: 'cmp-01' });
    await expect(provider.getOne('companies', { id: 'cmp-01' })).resolves.toEqual({ data: { id: 'cmp-01', version: 2 } });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['another record', 'companies', 'cmp-02', undefined],
    ['another resource', 'users', 'cmp-01', undefined],
    ['another parent', 'companies', 'cmp-01', { params: { companyId: 'cmp-09' } }],
  ])('is not the answer to a read of %s, and stays for its own', async (_, resource, id, meta) => {
    const { calls, provider } = counting();
    provider.readFirst('companies', { id: 'cmp-01' });
    await expect(provider.getOne(resource, { id, meta })).resolves.toEqual({ data: { id, version: 2 } });
    await expect(provider.getOne('companies', { id: 'cmp-01' })).resolves.toEqual({ data: { id: 'cmp-01', version: 1 } });
    expect(calls).toHaveLength(2);
  });

  it('is dropped once older than FIRST_READ_MS', async () => {
    vi.useFakeTimers();
    const { calls, provider } = counting();
    provider.readFirst('companies', { id: 'cmp-01' });
    vi.advanceTimersByTime(FIRST_READ_MS);
    await expect(provider.getOne('companies', { id: 'cmp-01' })).resolves.toEqual({ data: { id: 'cmp-01', version: 2 } });
    expect(calls).toHaveLength(2);
  });

  it('is one call when asked for twice', async () => {
    const { calls, provider } = counting();
    provider.readFirst('companies', { id: 'cmp-01' });
    provider.readFirst('companies', { id: 'cmp-01' });
    await provider.getOne('companies', { id: 'cmp-01' });
    expect(calls).toHaveLength(1);
  });

  it("says the record's cached answer is the early read's, or newer, for FIRST_READ_MS after it was taken", async () => {
    vi.useFakeTimers();
    const { provider } = counting();
    const key = ['companies', 'getOne', { id: 'cmp-01', meta: undefined }];
    expect(provider.readJustNow(key, Date.now())).toBe(false);
    provider.readFirst('companies', { id: 'cmp-01' });
    const takenAt = Date.now();
    await provider.getOne('companies', { id: 'cmp-01' });
    expect(provider.readJustNow(key, takenAt + 5)).toBe(true);
    expect(provider.readJustNow(key, takenAt - 1)).toBe(false);
    expect(provider.readJustNow(['companies', 'getOne', { id: 'cmp-02', meta: undefined }], takenAt + 5)).toBe(false);
    vi.advanceTimersByTime(FIRST_READ_MS);
    expect(provider.readJustNow(key, takenAt + 5)).toBe(false);
  });

  it('is no longer fresh once the first screen is left', async () => {
    const { provider } = counting();
    const key = ['companies', 'getOne', { id: 'cmp-01', meta: undefined }];
    provider.readFirst('companies', { id: 'cmp-01' });
    await provider.getOne('companies', { id: 'cmp-01' });
    expect(provider.readJustNow(key, Date.now())).toBe(true);
    provider.forgetFirstRead();
    expect(provider.readJustNow(key, Date.now())).toBe(false);
  });

  it("is put in react-admin's cache as it comes, fresh for the screen, which then draws it without a read", async () => {
    const cache = new QueryClient();
    const { calls, provider } = counting(cache);
    const key = ['companies', 'getOne', { id: 'cmp-01', meta: { params: { companyId: 'cmp-01' } } }];
    provider.readFirst('companies', { id: 'cmp-01', meta: { params: { companyId: 'cmp-01' } } });
    await vi.waitFor(() => expect(cache.getQueryData(key)).toEqual({ id: 'cmp-01', version: 1 }));
    expect(provider.readJustNow(key, cache.getQueryState(key)!.dataUpdatedAt)).toBe(true);
    // Taken by the cache: a read the screen does make (after FIRST_READ_MS, say) asks the API.
    await expect(provider.getOne('companies', { id: 'cmp-01', meta: { params: { companyId: 'cmp-01' } } })).resolves.toEqual({
      data: { id: 'cmp-01', version: 2 },
    });
    expect(calls).toHaveLength(2);
  });

  it("puts a list's first page in react-admin's cache as it comes, fresh for the list", async () => {
    const cache = new QueryClient();
    const rows = { data: [{ id: 'usr-1' }], total: 1 };
    const getList = vi.fn(() => Promise.resolve(rows));
    const provider = withFirstRead({ getList } as unknown as DataProvider, cache);
    const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'lastName', order: 'ASC' as const }, filter: {}, meta: undefined };
    const key = ['users', 'getList', page];
    provider.readFirstPage('users', page);
    await vi.waitFor(() => expect(cache.getQueryData(key)).toEqual({ ...rows, pageInfo: undefined, meta: undefined }));
    expect(provider.readJustNow(key, cache.getQueryState(key)!.dataUpdatedAt)).toBe(true);
    expect(provider.readJustNow(['users', 'getList', { ...page, pagination: { page: 2, perPage: 25 } }], Date.now())).toBe(false);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('leaves the cache alone when the screen took the answer first, or when it failed', async () => {
    const cache = new QueryClient();
    const { provider } = counting(cache);
    provider.readFirst('companies', { id: 'cmp-01' });
    await provider.getOne('companies', { id: 'cmp-01' });
    expect(cache.getQueryCache().getAll()).toHaveLength(0);
    const failing = withFirstRead({ getOne: () => Promise.reject(new Error('Service unavailable')) } as unknown as DataProvider, cache);
    failing.readFirst('companies', { id: 'cmp-02' });
    await expect(failing.getOne('companies', { id: 'cmp-02' })).rejects.toThrow('Service unavailable');
    expect(cache.getQueryCache().getAll()).toHaveLength(0);
  });

  it("hands its failure to the screen's read", async () => {
    const failing = withFirstRead({ getOne: () => Promise.reject(new Error('Service unavailable')) } as unknown as DataProvider);
    failing.readFirst('companies', { id: 'cmp-01' });
    await expect(failing.getOne('companies', { id: 'cmp-01' })).rejects.toThrow('Service unavailable');
  });
});
