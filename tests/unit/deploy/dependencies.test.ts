// @vitest-environment node
/**
 * What ships is known and kept current (docs/security.md, "Dependencies"; ASVS V15.1.1, V15.1.2, V15.2.1): the SBOM
 * lists every production dependency at its locked version and no development tool, and CI's audit gate fails on a
 * high or critical advisory in what ships while letting a registry without the audit endpoint pass with a word.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditGate } from '../../../scripts/audit-gate';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version: string }>;
};

describe('the SBOM (npm run sbom)', () => {
  it('is CycloneDX and names every production dependency at its locked version, and no development tool', () => {
    const run = spawnSync('npm', ['run', '--silent', 'sbom'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const bom = JSON.parse(run.stdout) as { bomFormat: string; components: { group?: string; name: string; version: string }[] };
    expect(bom.bomFormat).toBe('CycloneDX');
    const versions = new Map(bom.components.map((c) => [c.group ? `${c.group}/${c.name}` : c.name, c.version]));
    for (const name of Object.keys(manifest.dependencies)) {
      expect(versions.get(name), name).toBe(lock.packages[`node_modules/${name}`]!.version);
    }
    for (const name of ['vitest', 'vite', 'msw', 'playwright-core', 'eslint']) expect(versions.has(name), name).toBe(false);
  }, 60_000);
});

describe("CI's audit gate", () => {
  const report = (high: number, critical: number) =>
    JSON.stringify({
      metadata: { vulnerabilities: { info: 0, low: 2, moderate: 1, high, critical } },
      vulnerabilities: { 'some-lib': { severity: high ? 'high' : 'critical', range: '<1.2.3' } },
    });

  it('fails on a high or a critical advisory, naming the package', () => {
    for (const text of [report(1, 0), report(0, 1)]) {
      const { ok, lines } = auditGate(text);
      expect(ok).toBe(false);
      expect(lines.join('\n')).toMatch(/some-lib <1\.2\.3/);
    }
  });

  it('passes moderate and low advisories, which have longer time frames, and says the counts', () => {
    const { ok, lines } = auditGate(report(0, 0));
    expect(ok).toBe(true);
    expect(lines[0]).toBe('npm audit (production dependencies): info 0, low 2, moderate 1, high 0, critical 0');
  });

  it('says so and passes when the registry has no audit endpoint', () => {
    for (const text of ['', 'not json', JSON.stringify({ error: { summary: 'audit endpoint returned 404\nmore' } })]) {
      const { ok, lines } = auditGate(text);
      expect(ok).toBe(true);
      expect(lines[0]).toMatch(/^npm audit: SKIPPED, the registry does not answer the audit endpoint/);
    }
  });
});
