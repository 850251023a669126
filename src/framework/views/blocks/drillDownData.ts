/**
 * The drill-down's data, from its declaration (`types/drillDown.ts`): paths and bodies filled with the route's values,
 * what is held at a level, and what a removal takes from the levels below, counted before anything is removed.
 */
import type { DrillDownCall, DrillDownHeld, DrillDownLevel } from '../../types/drillDown';

export type Values = Record<string, string | undefined>;
type Item = Record<string, unknown>;

const NAME = /\{(\w+)\}/g;

/** The path with the values in it (URL-encoded), or undefined while one of them is missing. */
export const fillPath = (path: string, values: Values): string | undefined => {
  const missing = [...path.matchAll(NAME)].some((match) => !values[match[1]!]);
  return missing ? undefined : path.replace(NAME, (_, name: string) => encodeURIComponent(values[name]!));
};

const placeholder = (value: unknown) => (typeof value === 'string' ? /^\{([\w+-]+)\}$/.exec(value)?.[1] : undefined);

/** A call's body: `'{name}'` a value, `'{rows}'` the rows, `'{held±rows}'` the held set changed, `[{…}]` one per row. */
export const fillBody = (template: unknown, values: Values, rows: string[], held: string[]): unknown => {
  const name = placeholder(template);
  if (name === 'rows') return rows;
  if (name === 'held+rows') return [...new Set([...held, ...rows])];
  if (name === 'held-rows') return held.filter((id) => !rows.includes(id));
  if (name) return values[name];
  if (Array.isArray(template)) return rows.flatMap((row) => template.map((t) => fillBody(t, { ...values, row }, rows, held)));
  if (template && typeof template === 'object')
    return Object.fromEntries(Object.entries(template).map(([key, t]) => [key, fillBody(t, values, rows, held)]));
  return template;
};

/** The call for these rows: a level's one call, or its call for one row or for several. */
export const callFor = (call: DrillDownLevel['assign'], rows: string[]): DrillDownCall =>
  'one' in call ? (rows.length === 1 ? call.one : call.many) : call;

/** Whether the item's fields have these values (`'{name}'` being that value). */
export const matches = (item: Item, where: Record<string, unknown> | undefined, values: Values) =>
  Object.entries(where ?? {}).every(
    ([field, template]) => item[field] === (placeholder(template) ? values[placeholder(template)!] : template),
  );

const idsOf = (item: Item, field: string): string[] => {
  const value = item[field];
  return Array.isArray(value) ? value.map(String) : value === undefined || value === null ? [] : [String(value)];
};

/** The items a held read answers that match the level's `where`. */
export const heldItems = (held: DrillDownHeld, data: Item[] | undefined, values: Values) =>
  (data ?? []).filter((item) => matches(item, held.where, values));

export const heldIds = (held: DrillDownHeld, data: Item[] | undefined, values: Values) =>
  new Set(heldItems(held, data, values).flatMap((item) => idsOf(item, held.id)));

/**
 * What removing `ids` at level `index` takes below it, level by level: the distinct ids held under those rows, keyed
 * by the rows they are held under (a scheme held for two modules is two accesses). A level whose held items do not
 * say which removed row they are under is not counted: the words say `takes` (when anything is held there) instead.
 */
export const beneath = (
  levels: readonly DrillDownLevel[],
  index: number,
  ids: string[],
  values: Values,
  read: (path: string) => Item[] | undefined,
): { counts: { key: string; n: number }[]; takes?: { key: string; n: number } } => {
  const removed = levels[index]!;
  const counts: { key: string; n: number }[] = [];
  for (const below of levels.slice(index + 1)) {
    const path = fillPath(below.held.path, values);
    const where = below.held.where ?? {};
    const under = Object.entries(where).find(([, template]) => placeholder(template) === removed.param)?.[0];
    const items = path ? read(path) : undefined;
    if (!under || !items) {
      const known = Object.fromEntries(Object.entries(where).filter(([, t]) => values[placeholder(t) ?? ''] !== undefined));
      const held = items && heldIds({ ...below.held, where: known }, items, values).size > 0;
      if (removed.words.takes && held) return { counts, takes: { key: removed.words.takes, n: ids.length } };
      break;
    }
    // The fields naming rows at or below the removed level are part of what a held id is held under.
    const fixed = Object.fromEntries(
      Object.entries(where).filter(([, t]) => values[placeholder(t) ?? ''] !== undefined && t !== `{${removed.param}}`),
    );
    const free = Object.keys(where).filter((field) => !(field in fixed));
    const keys = new Set(
      items
        .filter((item) => matches(item, fixed, values) && ids.includes(String(item[under])))
        .flatMap((item) => idsOf(item, below.held.id).map((id) => [...free.map((f) => String(item[f])), id].join('/'))),
    );
    if (below.words.count && keys.size > 0) counts.push({ key: below.words.count, n: keys.size });
  }
  return { counts };
};
