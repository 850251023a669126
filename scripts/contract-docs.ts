/**
 * `npm run contract:docs`: the endpoint reference, rendered from the contract to docs/api-reference/{identity,portal,
 * gateway}.html (docs/api.md is the guide around it). tests/unit/scripts/contractDocs.test.ts fails while it is stale.
 */
import path from 'node:path';
import { buildReference } from './contract/docs';

for (const file of buildReference()) console.log(`wrote ${path.relative(process.cwd(), file)}`);
