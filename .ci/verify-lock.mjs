// Usage: node .ci/verify-lock.mjs <lockfile before> <lockfile after `npm install`>
// Passes when `npm install` kept every locked package at its locked version and only added optional entries
// (platform binaries such as @rollup/rollup-darwin-arm64 that the lockfile lacks). Anything else means
// package.json and package-lock.json disagree, which `npm ci` would have refused: fail.
import { readFileSync } from 'node:fs';

const [before, after] = process.argv.slice(2).map((f) => JSON.parse(readFileSync(f, 'utf8')).packages ?? {});
const problems = [];
for (const [key, entry] of Object.entries(before)) {
  const now = after[key];
  if (!now) problems.push(`removed: ${key || '(root)'}`);
  else if (key === '') {
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
      if (JSON.stringify(entry[field] ?? {}) !== JSON.stringify(now[field] ?? {})) problems.push(`root ${field} changed`);
    }
  } else if (entry.version !== now.version) problems.push(`changed: ${key} ${entry.version} -> ${now.version}`);
}
for (const [key, entry] of Object.entries(after)) {
  if (!before[key] && !entry.optional) problems.push(`added (not optional): ${key}@${entry.version}`);
}
if (problems.length) {
  console.error('package-lock.json is out of sync with package.json:\n  ' + problems.join('\n  '));
  console.error('Run `npm install` locally and commit package-lock.json.');
  process.exit(1);
}
const added = Object.keys(after).filter((k) => !before[k]);
console.log(`lockfile check: every locked version kept${added.length ? `; ${added.length} optional entries added` : ''}`);
