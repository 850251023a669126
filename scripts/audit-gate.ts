/**
 * CI's dependency gate (docs/security.md, "Dependencies"): reads `npm audit --omit=dev --json` and fails on a high or
 * critical advisory in what ships to browsers, the two levels whose time frames (2 and 7 days) are too short to wait
 * for a routine update. A registry without the audit endpoint is said, not failed: CI must not stop on a mirror.
 * Usage: npm audit --omit=dev --json > audit.json; tsx scripts/audit-gate.ts audit.json
 */
import { readFileSync } from 'node:fs';

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity?: string; range?: string }>;
  error?: { summary?: string };
  message?: string;
}

export interface GateResult {
  ok: boolean;
  lines: string[];
}

export function auditGate(text: string): GateResult {
  let report: AuditReport = {};
  try {
    report = JSON.parse(text || '{}') as AuditReport;
  } catch {
    // Not JSON: the registry did not answer.
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.error?.summary ?? report.message ?? 'no answer';
    return { ok: true, lines: [`npm audit: SKIPPED, the registry does not answer the audit endpoint (${why.split('\n')[0]})`] };
  }
  const lines = [
    `npm audit (production dependencies): ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  ];
  if ((counts.high ?? 0) + (counts.critical ?? 0) === 0) return { ok: true, lines };
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {})) {
    if (v.severity === 'high' || v.severity === 'critical') lines.push(`  ${v.severity}: ${name} ${v.range ?? ''}`);
  }
  lines.push('High or critical advisories in production dependencies: update them (npm audit --omit=dev).');
  return { ok: false, lines };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  const { ok, lines } = auditGate(readFileSync(process.argv[2] ?? 0, 'utf8'));
  console.log(lines.join('\n'));
  process.exit(ok ? 0 : 1);
}
