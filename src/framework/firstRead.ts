/**
 * The record of a screen opened by its URL (a link, a reload), asked for as the portal starts rather than once the
 * frame is drawn and the screen's code has loaded (issue 25, goal 3; docs/performance.md): the screen's own read of
 * that record takes this answer instead of asking again, so the API sees one read, sooner.
 */
import type { DataProvider, GetOneParams, GetOneResult, RaRecord } from 'react-admin';

/** An early answer not taken by then is dropped: the screen reads afresh rather than show an answer that old. */
export const FIRST_READ_MS = 10_000;

export type FirstReadDataProvider = DataProvider & {
  /** Starts reading a record; the next `getOne` of the same record, with the same meta, takes the answer. */
  readFirst: (resource: string, params: Pick<GetOneParams, 'id' | 'meta'>) => void;
  /**
   * Whether a record's cached answer (react-admin's getOne query key, the time its data came) is the early read's, or
   * newer, taken in the last FIRST_READ_MS and its first screen not yet left: that screen need not ask again.
   */
  readJustNow: (queryKey: readonly unknown[], dataUpdatedAt: number) => boolean;
  /** The first screen is left: its record is read afresh when opened again, as any record is. */
  forgetFirstRead: () => void;
};

const keyOf = (resource: string, { id, meta }: Pick<GetOneParams, 'id' | 'meta'>) => JSON.stringify([resource, String(id), meta ?? null]);

export const withFirstRead = (dataProvider: DataProvider): FirstReadDataProvider => {
  let early: { key: string; at: number; answer: Promise<GetOneResult> } | undefined;
  let taken: { key: string; at: number } | undefined;
  const getOne = <RecordType extends RaRecord = RaRecord>(resource: string, params: GetOneParams<RecordType>) => {
    const waiting = early;
    if (waiting?.key === keyOf(resource, params)) {
      early = undefined;
      if (Date.now() - waiting.at < FIRST_READ_MS) {
        taken = { key: waiting.key, at: Date.now() };
        return waiting.answer as Promise<GetOneResult<RecordType>>;
      }
    }
    return dataProvider.getOne<RecordType>(resource, params);
  };
  return {
    ...dataProvider,
    getOne,
    readFirst: (resource, params) => {
      const key = keyOf(resource, params);
      // Asked twice for the same record (React's development double effects), it is read once.
      if (early?.key === key) return;
      const answer = dataProvider.getOne(resource, params);
      // A failure is the screen's to report, when it takes the answer.
      answer.catch(() => undefined);
      early = { key, at: Date.now(), answer };
    },
    readJustNow: ([resource, , params], dataUpdatedAt) =>
      taken !== undefined &&
      taken.key === keyOf(String(resource), params as Pick<GetOneParams, 'id' | 'meta'>) &&
      dataUpdatedAt >= taken.at &&
      Date.now() - taken.at < FIRST_READ_MS,
    forgetFirstRead: () => {
      taken = undefined;
    },
  };
};
