/**
 * The data of a screen opened by its URL (a link, a reload), asked for as the portal starts rather than once the frame
 * is drawn and the screen's code has loaded (issue 25, goal 3; docs/performance.md): a record screen's record, a
 * list's first page. The screen's own read takes this answer instead of asking again, so the API sees one read, sooner;
 * an answer that comes before the screen asks is put in react-admin's cache, where the screen finds it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult, GetOneParams, GetOneResult, RaRecord } from 'react-admin';

/** An early answer not taken by then is dropped: the screen reads afresh rather than show an answer that old. */
export const FIRST_READ_MS = 10_000;

export type RecordRead = Pick<GetOneParams, 'id' | 'meta'>;
export type PageRead = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

export type FirstReadDataProvider = DataProvider & {
  /** Starts reading a record; the next `getOne` of the same record, with the same meta, takes the answer. */
  readFirst: (resource: string, params: RecordRead) => void;
  /** Starts reading a list's page; the next `getList` with the same page, sort, filter and meta takes the answer. */
  readFirstPage: (resource: string, params: PageRead) => void;
  /**
   * Whether a record's or page's cached answer (react-admin's getOne or getList query key, the time its data came) is
   * the early read's, or newer, taken in the last FIRST_READ_MS and its first screen not yet left: that screen need
   * not ask again.
   */
  readJustNow: (queryKey: readonly unknown[], dataUpdatedAt: number) => boolean;
  /** The first screen is left: its record or page is read afresh when opened again, as any is. */
  forgetFirstRead: () => void;
};

/** React-admin's getList query key's params: the page read exactly, nothing more. */
const pageParams = ({ pagination, sort, filter, meta }: PageRead) => ({ pagination, sort, filter, meta });
const recordKey = (resource: string, { id, meta }: RecordRead) => JSON.stringify(['getOne', resource, String(id), meta ?? null]);
const pageKey = (resource: string, { pagination, sort, filter, meta }: PageRead) =>
  JSON.stringify(['getList', resource, pagination, sort, filter, meta ?? null]);

/**
 * `cache`: react-admin's query client. An early answer not yet taken when it comes is put there under the key
 * react-admin's getOne (or getList) reads, so the screen (and the breadcrumb) draw it in their first drawing, with the
 * frame's, instead of asking the data provider and drawing it a task later.
 */
export const withFirstRead = (dataProvider: DataProvider, cache?: Pick<QueryClient, 'setQueryData'>): FirstReadDataProvider => {
  let early: { key: string; at: number; answer: Promise<unknown> } | undefined;
  let taken: { key: string; at: number } | undefined;
  /** The early answer for `key`, once, while it is fresh. */
  const take = (key: string) => {
    const waiting = early;
    if (waiting?.key !== key) return undefined;
    early = undefined;
    if (Date.now() - waiting.at >= FIRST_READ_MS) return undefined;
    taken = { key, at: Date.now() };
    return waiting.answer;
  };
  const start = <T>(key: string, read: () => Promise<T>, cached?: (answer: T) => void) => {
    // Asked twice for the same data (React's development double effects), it is read once.
    if (early?.key === key) return;
    const answer = read();
    const waiting = { key, at: Date.now(), answer };
    early = waiting;
    // A failure is the screen's to report, when it takes the answer.
    answer.then(
      (value) => {
        if (early !== waiting || !cached) return;
        early = undefined;
        taken = { key, at: Date.now() };
        cached(value);
      },
      () => undefined,
    );
  };
  return {
    ...dataProvider,
    getOne: <RecordType extends RaRecord = RaRecord>(resource: string, params: GetOneParams<RecordType>) =>
      (take(recordKey(resource, params)) as Promise<GetOneResult<RecordType>> | undefined) ??
      dataProvider.getOne<RecordType>(resource, params),
    getList: <RecordType extends RaRecord = RaRecord>(resource: string, params: GetListParams) =>
      (take(pageKey(resource, params)) as Promise<GetListResult<RecordType>> | undefined) ??
      dataProvider.getList<RecordType>(resource, params),
    readFirst: (resource, params) =>
      start(
        recordKey(resource, params),
        () => dataProvider.getOne(resource, params),
        cache && (({ data }) => cache.setQueryData([resource, 'getOne', { id: String(params.id), meta: params.meta }], data)),
      ),
    readFirstPage: (resource, params) =>
      start(
        pageKey(resource, params),
        () => dataProvider.getList(resource, params),
        cache &&
          (({ data, total, pageInfo, meta }) =>
            cache.setQueryData([resource, 'getList', pageParams(params)], { data, total, pageInfo, meta })),
      ),
    readJustNow: ([resource, kind, params], dataUpdatedAt) =>
      taken !== undefined &&
      taken.key ===
        (kind === 'getList' ? pageKey(String(resource), params as PageRead) : recordKey(String(resource), params as RecordRead)) &&
      dataUpdatedAt >= taken.at &&
      Date.now() - taken.at < FIRST_READ_MS,
    forgetFirstRead: () => {
      taken = undefined;
    },
  };
};
