/**
 * `npm run contract:verify -- --email E --password P [--totp-secret S] [--identity-url URL] [--portal-url URL]
 * [--gateway-url URL] [--expect all|operationId,…]`: checks a deployment's read-only answers against the contract
 * (scripts/contract/verify.ts) and prints one row per GET operation. Addresses default to the sandbox's, as in
 * public/config.js. Exits 1 on any violation, or when an expected operation did not answer 2xx within the contract.
 */
import { parseArgs } from 'node:util';
import { failures, formatTable, verifyDeployment } from './contract/verify';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'totp-secret': { type: 'string' },
    'identity-url': { type: 'string', default: 'http://localhost:4010/identity' },
    'portal-url': { type: 'string', default: 'http://localhost:4010/portal' },
    'gateway-url': { type: 'string', default: 'http://localhost:4010/gateway' },
    expect: { type: 'string', default: '' },
  },
});

if (!values.email || !values.password) {
  console.error('Usage: npm run contract:verify -- --email E --password P [--totp-secret S] [--portal-url URL] …');
  process.exit(2);
}
const expected = values.expect === 'all' ? 'all' : values.expect.split(',').filter(Boolean);
try {
  const results = await verifyDeployment({
    urls: { identity: values['identity-url'], portal: values['portal-url'], gateway: values['gateway-url'] },
    email: values.email,
    password: values.password,
    totpSecret: values['totp-secret'],
  });
  console.log(formatTable(results));
  const failed = failures(results, expected);
  const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
  console.log(
    `\n${results.length} operations: ${count('ok')} ok, ${count('refused')} refused, ${count('violation')} violations, ${count('unreachable')} unreachable`,
  );
  if (failed.length) {
    console.error(`\nFAILED: ${failed.map((r) => `${r.operationId} (${r.outcome})`).join(', ')}`);
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
