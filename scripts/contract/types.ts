import openapiTS, { astToString } from 'openapi-typescript';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { SERVICES, type ServiceName } from '../../contract/check';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const TYPES_DIR = path.join(ROOT, 'providers', 'contract');

const HEADER = (service: string) =>
  `/**\n * The ${service} service's wire types, generated from contract/${service}.openapi.yaml by \`npm run contract:types\`.\n * Do not edit: change the contract and generate again.\n */\n`;

/** Each service's types as the committed file should read, formatted as the repository formats TypeScript. */
export async function contractTypes(): Promise<Record<ServiceName, string>> {
  const out = {} as Record<ServiceName, string>;
  for (const service of SERVICES) {
    const file = path.join(ROOT, 'contract', `${service}.openapi.yaml`);
    const ast = await openapiTS(pathToFileURL(file), { exportType: true, alphabetize: true, immutable: false });
    const target = path.join(TYPES_DIR, `${service}.ts`);
    const options = { ...(await resolveConfig(target)), filepath: target };
    out[service] = await format(HEADER(service) + astToString(ast), options);
  }
  return out;
}
