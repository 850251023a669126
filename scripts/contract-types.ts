/**
 * `npm run contract:types`: writes the wire types of the three services from the contract, with openapi-typescript,
 * to providers/contract/{identity,portal,gateway}.ts. The portal's providers and screens and the sandbox type what
 * they send and receive with them; tests/unit/scripts/contractTypes.test.ts fails while they are stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractTypes, TYPES_DIR } from './contract/types';

for (const [service, source] of Object.entries(await contractTypes())) {
  const out = path.join(TYPES_DIR, `${service}.ts`);
  writeFileSync(out, source);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
