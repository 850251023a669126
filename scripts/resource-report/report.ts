/**
 * Issue 24's figures for `resources/`, from its files, the definition format (`src/framework/types.ts`) and what
 * each definition file declares, and the Markdown section of docs/architecture.md that shows them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type ResourceFiles, definitionUses, importsOf, isCatalogue, isComponentFile, isDefinitionOnly, readResources } from './files';
import { allOptions, literalsOf, optionSchema, optionsUsed } from './options';

interface Tally {
  files: number;
  lines: number;
}

interface CustomScreen {
  path: string;
  lines: number;
  /** `users: overrides.list`, or for a part of another screen the files that import it. */
  namedBy: string[];
  within: string[];
  /** The file's `@custom` tag: why the framework does not declare this screen; null when the file does not say. */
  whyCustom: string | null;
}

export interface ResourceReport {
  resources: number;
  definitions: Tally;
  screens: Tally;
  catalogues: Tally;
  definitionOnly: string[];
  /** The format's options, a block counting as one (scripts/resource-report/options.ts). */
  options: string[];
  /** Option → the resources whose definition file uses it. */
  optionUsers: Map<string, string[]>;
  /** What the blocks hold, each part → the resources whose definition file uses it. */
  partUsers: Map<string, string[]>;
  fieldTypesUnused: string[];
  customScreens: CustomScreen[];
}

/** The definition format: `types.ts` and the modules it is split into (`types/*.ts`), read as one source. */
const typeSources = (framework: string): string => {
  const parts = path.join(framework, 'types');
  const modules = existsSync(parts)
    ? readdirSync(parts)
        .filter((f) => f.endsWith('.ts'))
        .sort()
    : [];
  return [path.join(framework, 'types.ts'), ...modules.map((f) => path.join(parts, f))].map((f) => readFileSync(f, 'utf8')).join('\n');
};

/** The text of a file's first `@custom` JSDoc tag, its lines joined, up to the next tag or the comment's end. */
export const whyCustom = (source: string): string | null => {
  const comment = /\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  const tag = /@custom\s+([\s\S]*?)(?=\n\s*\*\s*@|$)/.exec(comment)?.[1];
  if (!tag) return null;
  return tag
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
};

const tally = (files: { lines: number }[]): Tally => ({ files: files.length, lines: files.reduce((n, f) => n + f.lines, 0) });

/**
 * `declarations`: what each definition file (by resource file name) hands to `defineResource`, before the framework
 * fills in defaults, so an option counts where a definition chose it.
 */
export const resourceReport = (root: string, declarations: ReadonlyMap<string, unknown>): ResourceReport => {
  const resourcesDir = path.join(root, 'resources');
  const typesSource = typeSources(path.join(root, 'src', 'framework'));
  const resources: ResourceFiles[] = readResources(resourcesDir).filter((r) => declarations.has(r.name));
  const own = resources.flatMap((r) => r.own);
  const lines = new Map([...resources.map((r) => r.definition), ...own].map((f) => [f.path, f.lines]));
  const uses = resources.flatMap((r) => definitionUses(resourcesDir, r.definition));

  const schema = optionSchema(typesSource);
  const { options, parts } = allOptions(schema);
  const optionUsers = new Map(options.map((o) => [o, [] as string[]]));
  const partUsers = new Map(parts.map((p) => [p, [] as string[]]));
  const fieldTypeUsers = new Map(literalsOf(typesSource, 'FieldType').map((t) => [t, 0]));
  for (const [name, declaration] of declarations) {
    for (const option of optionsUsed(schema, declaration)) (optionUsers.get(option) ?? partUsers.get(option))?.push(name);
    const fields = (declaration as { fields?: { type?: string }[] }).fields ?? [];
    for (const type of new Set(fields.map((f) => f.type ?? ''))) {
      if (fieldTypeUsers.has(type)) fieldTypeUsers.set(type, fieldTypeUsers.get(type)! + 1);
    }
  }

  const importers = new Map<string, string[]>();
  for (const file of own) {
    for (const module of importsOf(resourcesDir, file.path)) importers.set(module, [...(importers.get(module) ?? []), file.path]);
  }
  const customScreens = own
    .map((f) => ({ ...f, source: readFileSync(path.join(resourcesDir, f.path), 'utf8') }))
    .filter((f) => isComponentFile(f.path, f.source))
    .map(({ source, ...f }) => ({
      ...f,
      namedBy: [...new Set(uses.filter((u) => u.module === f.path).map((u) => `${u.definition}: ${u.role || '(top level)'}`))],
      within: importers.get(f.path) ?? [],
      whyCustom: whyCustom(source),
    }));

  return {
    resources: resources.length,
    definitions: tally(resources.map((r) => r.definition)),
    screens: tally(own.filter((f) => !isCatalogue(f.path))),
    catalogues: tally(own.filter((f) => isCatalogue(f.path))),
    definitionOnly: resources.filter((r) => isDefinitionOnly(r, uses, lines)).map((r) => r.name),
    options,
    optionUsers,
    partUsers,
    fieldTypesUnused: [...fieldTypeUsers].filter(([, n]) => n === 0).map(([t]) => t),
    customScreens,
  };
};

export const GOALS = { screenLines: 3500, definitionOnly: 14, singleUse: 5, unused: 0 } as const;

const n = (value: number) => value.toLocaleString('en-GB');
const code = (value: string) => `\`${value}\``;

export const singleUseOptions = (report: ResourceReport) => [...report.optionUsers].filter(([, users]) => users.length === 1);
export const singleUseParts = (report: ResourceReport) => [...report.partUsers].filter(([, users]) => users.length === 1);
/** Options and block parts alike: a part nothing uses is as dead as an option. */
export const unusedOptions = (report: ResourceReport) =>
  [...report.optionUsers, ...report.partUsers].filter(([, users]) => users.length === 0).map(([o]) => o);

export const renderReport = (report: ResourceReport): string => {
  const single = singleUseOptions(report);
  const singleParts = singleUseParts(report);
  const unused = unusedOptions(report);
  const used = (list: [string, string[]][]) => list.map(([o, [user]]) => `${code(o)} (${user})`).join(', ') || 'none';
  const of = (t: Tally) => `${n(t.files)} files, ${n(t.lines)} lines`;
  return [
    '| measure | now | goal |',
    '|---|--:|--:|',
    `| definition files (\`resources/*.ts\`) | ${of(report.definitions)} | |`,
    `| hand-written screens and helpers (\`resources/<name>/\`, catalogues aside) | ${of(report.screens)} | ≤ ${n(GOALS.screenLines)} lines |`,
    `| catalogues (\`messages.ts\`: text, not screens) | ${of(report.catalogues)} | |`,
    `| resources that are their definition alone (and small field components it names) | ${report.definitionOnly.length} of ${report.resources} | ≥ ${GOALS.definitionOnly} |`,
    `| definition options (of ${report.options.length}, a block counting as one) used by exactly one resource | ${single.length} | ≤ ${GOALS.singleUse} |`,
    `| block parts (of ${report.partUsers.size}: what the blocks hold) used by exactly one resource | ${singleParts.length} | |`,
    `| definition options and block parts used by none | ${unused.length} | ${GOALS.unused} |`,
    '',
    `Their definition alone: ${report.definitionOnly.join(', ') || 'none'}.`,
    '',
    `Options used by one resource: ${used(single)}.`,
    '',
    `Block parts used by one resource: ${used(singleParts)}.`,
    '',
    `Options used by none: ${unused.map(code).join(', ') || 'none'}. Field types used by none: ${report.fieldTypesUnused.map(code).join(', ') || 'none'}.`,
    '',
    'Custom screens (React components under `resources/<name>/`), what names them, and why the framework does not declare',
    'them (each file says so in its `@custom` tag):',
    '',
    '| screen | lines | named by | why it is not declared |',
    '|---|--:|---|---|',
    ...report.customScreens.map(
      (s) =>
        `| \`${s.path}\` | ${n(s.lines)} | ${[...s.namedBy, ...(s.namedBy.length ? [] : s.within.map((w) => `within \`${w}\``))].join('; ') || '—'} | ${s.whyCustom ?? '**not said**'} |`,
    ),
  ].join('\n');
};

export const SECTION_START = '<!-- resource-report:start (npm run report:resources -- --write writes what follows) -->';
export const SECTION_END = '<!-- resource-report:end -->';

/** The document with the report between its markers; throws when the markers are missing. */
export const replaceSection = (document: string, report: string): string => {
  const start = document.indexOf(SECTION_START);
  const end = document.indexOf(SECTION_END);
  if (start < 0 || end < start) throw new Error(`the document has no ${SECTION_START} … ${SECTION_END} section`);
  return `${document.slice(0, start + SECTION_START.length)}\n${report}\n${document.slice(end)}`;
};
