/**
 * Catalogue entries contributed by the definitions (`resources.{name}.*`), so labels written in a
 * definition file go through the i18n catalogue like every other string.
 */
import { listedChoices } from './choices';
import type { FieldDefinition, ResourceDefinition } from './types';

/** "Retention policies" → "retention policies", but "API integrations" keeps its capitals. */
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);

const nest = (entries: [string, string][]) => {
  const out: Record<string, unknown> = {};
  for (const [path, value] of entries) {
    const keys = path.split('.');
    let node = out;
    keys.slice(0, -1).forEach((k) => {
      node = (node[k] ??= {}) as Record<string, unknown>;
    });
    node[keys[keys.length - 1]] = value;
  }
  return out;
};

/** The fields' labels, help texts and choices: a resource's, and those of a page's block. */
const fieldMessages = (def: ResourceDefinition) => ({
  fields: nest(def.fields.map((f) => [f.source, f.label])),
  helperText: nest(def.fields.filter((f) => f.helperText).map((f) => [f.source, f.helperText as string])),
  rowFields: Object.fromEntries(
    def.fields.filter((f) => f.rows).map((f) => [f.source, Object.fromEntries(f.rows!.fields.map((r) => [r.source, r.label]))]),
  ),
  choices: Object.fromEntries(choiceLists(def.fields)),
});

/** Each enumeration's labels by its field's path (`status`; a row field's `rules_trigger`); labels default to the value. */
const choiceLists = (fields: FieldDefinition[], prefix = ''): [string, Record<string, string>][] =>
  fields.flatMap((f): [string, Record<string, string>][] => {
    const key = `${prefix}${f.source.replace(/\./g, '_')}`;
    if (f.rows) return choiceLists(f.rows.fields, `${key}_`);
    const listed = listedChoices(f);
    if (!listed.length) return [];
    return [[key, Object.fromEntries(listed.map((c) => (typeof c === 'string' ? [c, c] : [c.id, c.name])))]];
  });

/**
 * A page (src/framework/page.ts) has no records: its breadcrumb (`name`), its menu entries, the fields its block
 * shows and its own entries.
 */
const pageMessages = (def: ResourceDefinition) => ({
  name: def.labels.plural,
  menu: Object.fromEntries((def.menu ?? []).map((m, i) => [String(i), m.label])),
  ...(def.fields.length > 0 ? fieldMessages(def) : {}),
  ...(typeof def.messages === 'object' ? def.messages : {}),
});

export const resourceMessages = (definitions: ResourceDefinition[]) => ({
  resources: Object.fromEntries(
    definitions.map((def) => [
      def.name,
      def.kind === 'page'
        ? pageMessages(def)
        : {
            name: `${def.labels.singular} |||| ${def.labels.plural}`,
            createTitle: def.labels.create ?? `Create ${lowerFirst(def.labels.singular)}`,
            empty: def.labels.empty ?? `No ${lowerFirst(def.labels.plural)} yet.`,
            noMatches: def.labels.noMatches ?? `No ${lowerFirst(def.labels.plural)} match the current search and filters.`,
            ...fieldMessages(def),
            tabs: Object.fromEntries((def.route.tabs ?? []).map((t) => [t.path, t.label])),
            subTabs: Object.fromEntries(
              (def.route.tabs ?? []).filter((t) => t.tabs).map((t) => [t.path, Object.fromEntries(t.tabs!.map((s) => [s.path, s.label]))]),
            ),
            tabCrumbs: Object.fromEntries(
              (def.route.tabs ?? [])
                .filter((t) => t.crumbs)
                .map((t) => [t.path, Object.fromEntries(t.crumbs!.flatMap((c, i) => ('label' in c ? [[String(i), c.label]] : [])))]),
            ),
            menu: Object.fromEntries((def.menu ?? []).map((m, i) => [String(i), m.label])),
            ...(def.parent ? { parentTab: def.parent.tab.label } : {}),
            ...(def.route.listPage ? { listPage: def.route.listPage.title } : {}),
            // A loader's entries arrive with the resource's screens (views/ResourceMessages.ts).
            ...(typeof def.messages === 'object' ? def.messages : {}),
          },
    ]),
  ),
});
