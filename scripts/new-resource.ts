/**
 * `npm run new:resource -- --name <name> --base <route base> [--under <resource>:<tab>] [--root <dir>]`
 *
 * Starts a resource the way the framework means it: one definition file, `resources/<name>.ts`, and a unit test,
 * `tests/unit/resources/<name>.test.tsx`, that opens its list and a record through the sandbox's server (serving two
 * example records at the resource's endpoint until the sandbox has a real one). `--under companies:providers` nests
 * it in a tab of another resource's record screen (then `--base` is not used). Refuses to overwrite a file.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

const fail = (message: string): never => {
  console.error(`new:resource: ${message}`);
  process.exit(2);
};

const ROOT = path.resolve(arg('root') ?? path.join(import.meta.dirname, '..'));
const name = arg('name') ?? fail('--name <camelCase plural, e.g. pensionProviders> is required');
const under = arg('under');
const base = under ? undefined : (arg('base') ?? fail('--base </absolute/route/base> is required (or --under <resource>:<tab>)'));
if (!/^[a-z][A-Za-z0-9]*$/.test(name)) fail(`--name must be camelCase letters and digits: ${name}`);
if (base !== undefined && !/^(\/[a-z0-9-]+|\/:[A-Za-z]+)+$/.test(base))
  fail(`--base must be an absolute path of lower-case segments: ${base}`);
const [parent, tab] = under?.split(':') ?? [];
if (under && !(parent && tab && /^[a-z][A-Za-z0-9]*$/.test(parent) && /^[a-z][a-z0-9-]*$/.test(tab))) {
  fail(`--under must be <resource>:<tab path>, e.g. companies:providers: ${under}`);
}
if (parent && !existsSync(path.join(ROOT, 'resources', `${parent}.ts`))) fail(`no resource "${parent}" in resources/`);

const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
const plural = words.charAt(0).toUpperCase() + words.slice(1);
const singular = plural.replace(/ies$/, 'y').replace(/s$/, '');
const endpoint = words.replace(/ /g, '-');
const idParam = parent ? `${parent.replace(/s$/, '').replace(/ie$/, 'y')}Id` : undefined;
const listUrl = base ? `${base}/list` : undefined;

const definitionFile = path.join(ROOT, 'resources', `${name}.ts`);
const testFile = path.join(ROOT, 'tests', 'unit', 'resources', `${name}.test.tsx`);
for (const file of [definitionFile, testFile]) if (existsSync(file)) fail(`${path.relative(ROOT, file)} exists already`);

const definition = `import { defineResource } from '../src/framework';
${parent ? `import ${parent} from './${parent}';\n` : ''}
/**
 * ${plural}: describe what they are in the domain's words, which endpoints serve them (contract/), and who may
 * change them (docs/decisions.md). Started by \`npm run new:resource\`.
 */
export default defineResource({
  name: '${name}',
  labels: { singular: '${singular}', plural: '${plural}' },
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: '${endpoint}' },
${
  parent
    ? `  parent: { definition: ${parent}, idParam: '${idParam}', tab: { path: '${tab}', label: '${plural}' } },
  route: { tabs: [{ path: 'details', label: 'Details' }] },`
    : `  route: { base: '${base}', views: { list: true, create: true, update: true, view: true }, tabs: [{ path: 'details', label: 'Details' }] },`
}
  fields: [{ source: 'name', type: 'text', label: 'Name', required: true, list: true, show: true, create: true, edit: true }],
  access: {
    list: ['SuperAdmin', 'Support'],
    show: ['SuperAdmin', 'Support'],
    create: ['SuperAdmin'],
    edit: ['SuperAdmin'],
  },
});
`;

const test = `import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
${parent ? `import { getStore } from '../../../sandbox/store';\nimport ${parent} from '../../../resources/${parent}';\n` : ''}import ${name} from '../../../resources/${name}';
import { listPath, recordPath } from '../../../src/framework';
import { resourceDefinitions } from '../../../src/portal/registry';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

// Example records at the resource's endpoint until the contract has it (contract/) and the sandbox serves it.
const records = [
  { id: '${endpoint}-1', name: 'First ${singular.toLowerCase()}' },
  { id: '${endpoint}-2', name: 'Second ${singular.toLowerCase()}' },
];
const API = 'http://localhost:4010/portal/api/v1/${endpoint}';
${
  parent
    ? `// The parent's id, and its own parents' ids as its record names them (a scheme names its companyId).
const parentRecord = (getStore() as unknown as Record<string, Record<string, string>[]>)['${parent}']![0]!;
const params: Record<string, string> = { ${idParam}: parentRecord.id! };
for (let link = ${parent}.parent; link; link = link.definition.parent) params[link.idParam] = parentRecord[link.idParam]!;
`
    : 'const params = {};\n'
}
describe('${name}', () => {
  it('opens its list and a record through the sandbox', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(records, { headers: { 'Content-Range': '${endpoint} 0-1/2' } })),
      http.get(\`\${API}/:id\`, ({ params: { id } }) => HttpResponse.json(records.find((r) => r.id === id))),
    );
    await signInAs('superadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, listPath(${name}, params, 'update'));
    await userEvent.click(await screen.findByRole('link', { name: 'Second ${singular.toLowerCase()}' }, { timeout: 30_000 }));
    // The record's screen: update for those who may change it, else view; named in its breadcrumb.
    const opened = [recordPath(${name}, 'update', '${endpoint}-2', params), recordPath(${name}, 'view', '${endpoint}-2', params)];
    await waitFor(() => expect(opened).toContain(portal.location()));
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(trail).toHaveTextContent('Second ${singular.toLowerCase()}'));
  });
});
`;

mkdirSync(path.dirname(testFile), { recursive: true });
writeFileSync(definitionFile, definition);
writeFileSync(testFile, test);
console.log(`wrote ${path.relative(ROOT, definitionFile)} and ${path.relative(ROOT, testFile)}`);
if (listUrl) console.log(`its list: ${listUrl}; add a menu entry in the definition when it should have one`);
