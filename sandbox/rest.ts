import { http } from 'msw';
import { requireUser } from './auth';
import { forbidden, json, notFound, readJson, refuse, simpleRestList, type Json } from './http';
import { getStore } from './store';
import type { RoleName, Store, User } from './types';

/**
 * One designed resource in ra-data-simple-rest's convention: list (sort/range/filter, Content-Range), getMany through
 * `filter={"id":[...]}`, get, create, update (PUT) and delete, all scoped by `visible`.
 */
export interface RestResource<T extends { id: string }> {
  /** Builds the absolute URL for a path on the owning service (`portal` or `gateway` from http.ts). */
  url: (path: string) => string;
  /** Collection path and Content-Range name, e.g. `schemes`. */
  name: string;
  /** What the resource is called in 404 messages. */
  label: string;
  records: (store: Store) => T[];
  readRoles?: readonly RoleName[];
  writeRoles: readonly RoleName[];
  deleteRoles?: readonly RoleName[];
  visible: (user: User, record: T, store: Store) => boolean;
  /** May this user write this (existing or proposed) record? Defaults to `visible`. */
  writable?: (user: User, record: T, store: Store) => boolean;
  /** Validates input and returns the record to store, or ends the handler with the error (`refuse`, http.ts). */
  build: (input: Json, existing: T | undefined, user: User, store: Store) => T;
  /**
   * A clash with another record (a name or reference taken), as the 409 to return. Asked only once the caller may
   * write the record, so a 409 never tells a caller about records of a company it may not write to.
   */
  duplicate?: (record: T, store: Store, user: User) => Response | undefined;
  present?: (record: T, store: Store) => unknown;
  /** Filter keys that are not plain fields, e.g. `mine`. */
  customFilter?: (user: User, store: Store) => (items: T[], filter: Json) => { items: T[]; filter: Json };
  /** A reason not to delete (e.g. dependants), as the Response to return. */
  beforeDelete?: (store: Store, record: T) => Response | undefined;
  onDelete?: (store: Store, record: T) => void;
  /** After a stored change (create, update or delete): e.g. publishing a live event (../events.ts). */
  afterChange?: (change: { kind: 'created' | 'updated' | 'deleted'; record: T; previous?: T }) => void;
}

export const restHandlers = <T extends { id: string }>(r: RestResource<T>) => {
  const collection = r.url(`/${r.name}`);
  const item = r.url(`/${r.name}/:id`);
  const present = (record: T, store: Store) => (r.present ? r.present(record, store) : record);
  const writable = (user: User, record: T, store: Store) => (r.writable ?? r.visible)(user, record, store);

  const find = async (request: Request, id: string, roles: readonly RoleName[] | undefined, write: boolean) => {
    const user = await requireUser(request, roles);
    const store = getStore();
    const record = r.records(store).find((x) => x.id === id);
    if (!record) return refuse(notFound(r.label));
    if (!(write ? writable : r.visible)(user, record, store)) return refuse(forbidden());
    return { user, store, record };
  };

  return [
    http.get(collection, async ({ request }) => {
      const user = await requireUser(request, r.readRoles);
      const store = getStore();
      const visible = r.records(store).filter((x) => r.visible(user, x, store));
      const presented = visible.map((x) => present(x, store) as T);
      return simpleRestList(request, r.name, presented, r.customFilter?.(user, store));
    }),
    http.get(item, async ({ request, params }) => {
      const found = await find(request, String(params.id), r.readRoles, false);
      return json(present(found.record, found.store));
    }),
    http.post(collection, async ({ request }) => {
      const user = await requireUser(request, r.writeRoles);
      const body = await readJson(request);
      const store = getStore();
      const record = r.build(body, undefined, user, store);
      if (!writable(user, record, store)) return forbidden();
      const clash = r.duplicate?.(record, store, user);
      if (clash) return clash;
      r.records(store).push(record);
      r.afterChange?.({ kind: 'created', record });
      return json(present(record, store), 201);
    }),
    http.put(item, async ({ request, params }) => {
      const found = await find(request, String(params.id), r.writeRoles, true);
      const body = await readJson(request);
      const { user, store, record } = found;
      const next = r.build({ ...body, id: record.id }, record, user, store);
      if (!writable(user, next, store)) return forbidden();
      const clash = r.duplicate?.(next, store, user);
      if (clash) return clash;
      const list = r.records(store);
      list[list.indexOf(record)] = next;
      r.afterChange?.({ kind: 'updated', record: next, previous: record });
      return json(present(next, store));
    }),
    http.delete(item, async ({ request, params }) => {
      const found = await find(request, String(params.id), r.deleteRoles ?? r.writeRoles, true);
      const { store, record } = found;
      const refusal = r.beforeDelete?.(store, record);
      if (refusal) return refusal;
      const list = r.records(store);
      list.splice(list.indexOf(record), 1);
      r.onDelete?.(store, record);
      r.afterChange?.({ kind: 'deleted', record });
      return json(present(record, store));
    }),
  ];
};
