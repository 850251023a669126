/**
 * `npm run report:resources` (issue 24's goals): on a small project of its own, the report counts definition, screen
 * and catalogue lines apart, tells a resource that is its definition alone (small field components aside) from one
 * with screens of its own or borrowed, counts the options each definition file chose, and lists the custom screens
 * with what names them, a block as one option and what it holds as its parts; and it rewrites only its own section of a
 * document.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOptions, optionSchema, optionsUsed } from '../../../scripts/resource-report/options';
import {
  SECTION_END,
  SECTION_START,
  renderReport,
  replaceSection,
  resourceReport,
  singleUseOptions,
  singleUseParts,
  unusedOptions,
} from '../../../scripts/resource-report/report';

const TYPES = `
export type FieldType = 'text' | 'select' | 'multiSelect';
interface Placement { list?: boolean; filter?: boolean }
export interface FieldDefinition extends Placement {
  source: string;
  type: FieldType;
  choices?: readonly (string | { id: string; name: string })[];
  input?: ComponentType;
  upload?: { path: string; maxBytes: number };
}
export interface Endpoint { method?: 'GET' | 'PUT'; path: string }
export interface ChecklistBlock { kind: 'checklist'; save: Endpoint }
export interface PanelBlock { kind: 'panel'; title?: string }
export interface TabDefinition { path: string; component?: ComponentType; block?: ChecklistBlock | PanelBlock }
/**
 * Steps before the record exists.
 * @block
 */
export interface DraftWizard { steps: string[]; prefill?: string; create?: { save: string; stepsWhen?: string } }
export interface ResourceDefinition {
  name: string;
  kind?: 'page';
  labels: { singular: string; empty?: string };
  api: { getOne?: Endpoint; update?: Endpoint };
  parent?: { definition: ResourceDefinition; createSegment?: string };
  route: { views: { list?: boolean }; tabs?: TabDefinition[] };
  fields: FieldDefinition[];
  overrides?: Partial<Record<'list', ComponentType>>;
  draft?: DraftWizard;
}
`;

const lines = (count: number, last = '') => `${Array.from({ length: count - 1 }, (_, i) => `// ${i}`).join('\n')}\n${last}\n`;

const FILES: Record<string, string> = {
  'src/framework/types.ts': TYPES,
  // Only a definition.
  'resources/plain.ts': lines(10, 'export default {};'),
  // A definition and a small field component it names in a field, and a catalogue.
  'resources/withField.ts': `const Input = lazy(() => import('./withField/StatusInput'));
export default { fields: [{ source: 's', input: Input }], messages: () => import('./withField/messages') };
`,
  'resources/withField/StatusInput.tsx': lines(20, 'export const StatusInput = () => <span />;'),
  'resources/withField/messages.ts': lines(30, 'export default {};'),
  // A screen of its own, and a helper only it imports.
  'resources/screens.ts': `export default { overrides: { list: lazy(() => import('./screens/ScreenList')) } };
`,
  'resources/screens/ScreenList.tsx': `/**
 * The screens' list.
 * @custom Its rows come from two services at once,
 * which no list block reads.
 */
${lines(65, "import { rows } from './rows';\nexport default function ScreenList() { return <div>{rows}</div>; }")}`,
  'resources/screens/rows.ts': lines(5, 'export const rows = 1;'),
  // No folder, but a borrowed screen.
  'resources/borrower.ts': `export default { overrides: { list: lazy(() => import('./screens/ScreenList')) } };
`,
};

const DECLARATIONS = new Map<string, unknown>([
  [
    'plain',
    {
      name: 'plain',
      labels: { singular: 'P', empty: 'None' },
      route: { views: { list: true } },
      fields: [{ source: 'a', type: 'text', filter: true }],
      draft: { steps: ['a'], prefill: 'query' },
    },
  ],
  [
    'withField',
    { name: 'withField', route: { views: { list: true } }, fields: [{ source: 's', type: 'select', input: () => null, choices: ['A'] }] },
  ],
  [
    'screens',
    {
      name: 'screens',
      api: { getOne: { path: '/x/{id}', method: 'GET' } },
      route: { views: { list: true }, tabs: [{ path: 'modules', block: { kind: 'checklist', save: { path: '/y' } } }] },
      fields: [{ source: 'a', type: 'text', filter: true }],
      overrides: { list: { $$typeof: Symbol.for('react.lazy') } },
    },
  ],
  ['borrower', { name: 'borrower', route: { views: { list: true } }, fields: [], overrides: { list: {} } }],
]);

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'portico-report-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the definition format’s options', () => {
  const schema = optionSchema(TYPES);

  it('are the optional properties (an optional `kind` too), named by the interface that declares them; required ones and values are not choices', () => {
    expect(allOptions(schema).options).toEqual([
      'ResourceDefinition.kind',
      'ResourceDefinition.labels.empty',
      'ResourceDefinition.api.getOne',
      'Endpoint.method',
      'ResourceDefinition.api.update',
      'ResourceDefinition.parent',
      'ResourceDefinition.parent.createSegment',
      'ResourceDefinition.route.views.list',
      'ResourceDefinition.route.tabs',
      'TabDefinition.component',
      'TabDefinition.block',
      'ChecklistBlock[kind=checklist]',
      'PanelBlock[kind=panel]',
      'FieldDefinition.list',
      'FieldDefinition.filter',
      'FieldDefinition.choices',
      'FieldDefinition.input',
      'FieldDefinition.upload',
      'ResourceDefinition.overrides',
      'ResourceDefinition.draft',
    ]);
  });

  it('count a block once, a kind or an interface tagged `@block`: what it holds are its parts, listed apart', () => {
    expect(allOptions(schema).parts).toEqual([
      'PanelBlock.title',
      'DraftWizard.prefill',
      'DraftWizard.create',
      'DraftWizard.create.stepsWhen',
    ]);
    expect([...optionsUsed(schema, DECLARATIONS.get('plain'))].sort()).toEqual([
      'DraftWizard.prefill',
      'FieldDefinition.filter',
      'ResourceDefinition.draft',
      'ResourceDefinition.labels.empty',
      'ResourceDefinition.route.views.list',
    ]);
  });

  it('counts what a declaration wrote, through arrays and each block by its kind', () => {
    expect([...optionsUsed(schema, DECLARATIONS.get('screens'))].sort()).toEqual([
      'ChecklistBlock[kind=checklist]',
      'Endpoint.method',
      'FieldDefinition.filter',
      'ResourceDefinition.api.getOne',
      'ResourceDefinition.overrides',
      'ResourceDefinition.route.tabs',
      'ResourceDefinition.route.views.list',
      'TabDefinition.block',
    ]);
  });

  it('reads a type that holds itself (a tab’s sub-tabs are tabs) once, and counts what its nested items chose', () => {
    const nested = optionSchema(`
export interface PanelBlock { kind: 'panel'; title?: string }
export interface TabDefinition { path: string; label?: string; block?: PanelBlock; tabs?: TabDefinition[] }
export interface ResourceDefinition { name: string; route: { tabs?: TabDefinition[] }; icon?: string }
`);
    expect(allOptions(nested)).toEqual({
      options: [
        'ResourceDefinition.route.tabs',
        'TabDefinition.label',
        'TabDefinition.block',
        'PanelBlock[kind=panel]',
        'TabDefinition.tabs',
        'ResourceDefinition.icon',
      ],
      parts: ['PanelBlock.title'],
    });
    const declaration = { name: 'n', route: { tabs: [{ path: 'a', tabs: [{ path: 'b', block: { kind: 'panel', title: 'T' } }] }] } };
    expect([...optionsUsed(nested, declaration)].sort()).toEqual([
      'PanelBlock.title',
      'PanelBlock[kind=panel]',
      'ResourceDefinition.route.tabs',
      'TabDefinition.block',
      'TabDefinition.tabs',
    ]);
  });
});

describe('resourceReport', () => {
  it('counts lines, definition-only resources, option users and custom screens', () => {
    const report = resourceReport(root, DECLARATIONS);
    expect(report.definitions).toEqual({ files: 4, lines: 14 });
    expect(report.screens).toEqual({ files: 3, lines: 20 + 71 + 5 });
    expect(report.catalogues).toEqual({ files: 1, lines: 30 });
    expect(report.definitionOnly).toEqual(['plain', 'withField']);
    expect(singleUseOptions(report).map(([option, users]) => `${option}: ${users.join()}`)).toEqual([
      'ResourceDefinition.labels.empty: plain',
      'ResourceDefinition.api.getOne: screens',
      'Endpoint.method: screens',
      'ResourceDefinition.route.tabs: screens',
      'TabDefinition.block: screens',
      'ChecklistBlock[kind=checklist]: screens',
      'FieldDefinition.choices: withField',
      'FieldDefinition.input: withField',
      'ResourceDefinition.draft: plain',
    ]);
    expect(singleUseParts(report).map(([part, users]) => `${part}: ${users.join()}`)).toEqual(['DraftWizard.prefill: plain']);
    expect(unusedOptions(report)).toContain('FieldDefinition.upload');
    // A part nothing uses is as dead as an option.
    expect(unusedOptions(report)).toContain('DraftWizard.create');
    expect(report.fieldTypesUnused).toEqual(['multiSelect']);
    expect(report.customScreens).toEqual([
      {
        path: 'screens/ScreenList.tsx',
        lines: 71,
        namedBy: ['borrower: overrides.list', 'screens: overrides.list'],
        within: [],
        whyCustom: 'Its rows come from two services at once, which no list block reads.',
      },
      { path: 'withField/StatusInput.tsx', lines: 20, namedBy: ['withField: fields.input'], within: [], whyCustom: null },
    ]);
    const table = renderReport(report);
    expect(table).toContain(
      '| `screens/ScreenList.tsx` | 71 | borrower: overrides.list; screens: overrides.list | Its rows come from two services at once, which no list block reads. |',
    );
    expect(table).toContain('| `withField/StatusInput.tsx` | 20 | withField: fields.input | **not said** |');
    expect(renderReport(report)).toContain(
      '| resources that are their definition alone (and small field components it names) | 2 of 4 | ≥ 14 |',
    );
    expect(table).toContain('| block parts (of 4: what the blocks hold) used by exactly one resource | 1 | |');
    expect(table).toContain('Block parts used by one resource: `DraftWizard.prefill` (plain).');
  });
});

describe('replaceSection', () => {
  it('rewrites only what is between the markers', () => {
    const doc = `# A\n\nbefore\n${SECTION_START}\nold\n${SECTION_END}\nafter\n`;
    expect(replaceSection(doc, 'new')).toBe(`# A\n\nbefore\n${SECTION_START}\nnew\n${SECTION_END}\nafter\n`);
  });

  it('refuses a document without them', () => {
    expect(() => replaceSection('# A\n', 'new')).toThrow(/no .* section/);
  });
});
