/**
 * Proof that `npm run lint` bites: the project's own eslint.config.js, run on snippets placed at paths in the repo.
 * Type-aware rules are switched off here (the snippets are not files tsc knows, and they are not what is tested),
 * which keeps this to a couple of seconds.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The rules that report `code` as if it were the file at `filePath` (relative to the repo root). */
const rulesFiring = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
};

describe('import boundaries', () => {
  it('reports src/shared importing a resource (against the flow)', async () => {
    const rules = await rulesFiring('src/shared/x.ts', "import companies from '../../resources/companies';\nexport const x = companies;\n");
    expect(rules).toContain('local/import-boundaries');
  });

  it('accepts the same kind of import along the flow', async () => {
    expect(
      await rulesFiring('src/portal/x.ts', "import companies from '../../resources/companies';\nexport const x = companies;\n"),
    ).toEqual([]);
    expect(
      await rulesFiring('src/framework/x.ts', "import { isInternalRole } from '../shared/roles';\nexport const x = isInternalRole;\n"),
    ).toEqual([]);
  });

  it('reports the sign-in app loading the framework, even lazily', async () => {
    const rules = await rulesFiring('src/auth/x.ts', "export const load = () => import('../framework/define');\n");
    expect(rules).toContain('local/import-boundaries');
  });

  it('keeps providers below the framework', async () => {
    const code = "import type { ResourceDefinition } from '../src/framework/types';\nexport type X = ResourceDefinition;\n";
    expect(await rulesFiring('providers/x.ts', code)).toContain('local/import-boundaries');
    expect(
      await rulesFiring('src/framework/x.ts', "import type { ResourceDefinition } from './types';\nexport type X = ResourceDefinition;\n"),
    ).toEqual([]);
  });

  it('lets only tests and the sandbox itself import sandbox/', async () => {
    const code = "import { resetSandbox } from '../../sandbox/store';\nexport const x = resetSandbox;\n";
    expect(await rulesFiring('src/portal/x.ts', code)).toContain('local/import-boundaries');
    expect(await rulesFiring('scripts/x/y.ts', code)).toContain('local/import-boundaries');
    expect(await rulesFiring('tests/unit/x.ts', code)).toEqual([]);
  });

  it('lets the sandbox read the shared rules (the privilege table) and nothing else of the app', async () => {
    const shared = "import { decide } from '../src/shared/privileges';\nexport const x = decide;\n";
    expect(await rulesFiring('sandbox/x.ts', shared)).toEqual([]);
    const resource = "import { rightsOver } from '../resources/users/rights';\nexport const x = rightsOver;\n";
    expect(await rulesFiring('sandbox/x.ts', resource)).toContain('local/import-boundaries');
  });

  it('lets the sandbox read the generated wire types, and no other part of providers', async () => {
    const wire = "import type { components } from '../providers/contract/portal';\nexport type X = components;\n";
    expect(await rulesFiring('sandbox/x.ts', wire)).toEqual([]);
    const http = "import { request } from '../providers/http';\nexport const x = request;\n";
    expect(await rulesFiring('sandbox/x.ts', http)).toContain('local/import-boundaries');
  });

  it('keeps the generated wire types open to every layer that may import providers', async () => {
    const wire = "import type { components } from './contract/portal';\nexport type X = components;\n";
    expect(await rulesFiring('providers/x.ts', wire)).toEqual([]);
    const fromResource = "import type { components } from '../../providers/contract/gateway';\nexport type X = components;\n";
    expect(await rulesFiring('resources/x/y.ts', fromResource)).toEqual([]);
    const upward = "import { request } from '../http';\nexport const x = request;\n";
    expect(await rulesFiring('providers/contract/x.ts', upward)).toContain('local/import-boundaries');
  });
});

describe("the framework's public face (issue 24)", () => {
  it('lets a resource import the framework only through src/framework and src/framework/views', async () => {
    const door = "import { defineResource } from '../src/framework';\nexport const x = defineResource;\n";
    expect(await rulesFiring('resources/x.ts', door)).toEqual([]);
    const views = "import { LoadFailure } from '../../src/framework/views';\nexport const x = LoadFailure;\n";
    expect(await rulesFiring('resources/x/y.tsx', views)).toEqual([]);
    const deep = "import { defineResource } from '../src/framework/define';\nexport const x = defineResource;\n";
    expect(await rulesFiring('resources/x.ts', deep)).toContain('local/import-boundaries');
    const deepView = "import { LoadFailure } from '../../src/framework/views/LoadFailure';\nexport const x = LoadFailure;\n";
    expect(await rulesFiring('resources/x/y.tsx', deepView)).toContain('local/import-boundaries');
  });

  it('keeps the framework from reaching up to the resources it serves (the registry lives in the portal)', async () => {
    const glob = "export const modules = import.meta.glob('../../resources/*.ts', { eager: true });\n";
    expect(await rulesFiring('src/framework/registry.ts', glob)).toContain('local/import-boundaries');
    expect(await rulesFiring('src/portal/registry.ts', glob)).toEqual([]);
  });
});

describe('hooks', () => {
  it('reports a hook called conditionally', async () => {
    const code = [
      "import { useState } from 'react';",
      'export const Badge = ({ show }: { show: boolean }) => {',
      '  if (!show) return null;',
      '  const [count] = useState(0);',
      '  return <span>{count}</span>;',
      '};',
      '',
    ].join('\n');
    expect(await rulesFiring('src/portal/Badge.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });
});
