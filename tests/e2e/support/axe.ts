/**
 * Accessibility check with axe-core, injected into the page under test.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

function source(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface AxeCheckOptions {
  /** CSS selector of the part of the page to check (default: the whole document). */
  include?: string;
  /** Rule ids to switch off, each with a reason in the calling test. */
  disableRules?: string[];
  /** Impacts that fail the check (default: serious and critical). */
  failOn?: ImpactValue[];
}

type Violation = AxeResults['violations'][number];

/** Where the page loads axe from: a path on its own origin, answered by the test, as the policy allows only 'self'. */
const AXE_PATH = '/__e2e__/axe.min.js';
const axeRouted = new WeakSet<Page>();

/**
 * Loads axe into the page as a same-origin script. An inline `<script>` (addScriptTag's `content`) would be refused
 * by the portal's Content-Security-Policy, and the journeys fail on every violation.
 */
async function injectAxe(page: Page): Promise<void> {
  if (!axeRouted.has(page)) {
    await page.route(`**${AXE_PATH}`, (route) => route.fulfill({ contentType: 'text/javascript', body: source() }));
    axeRouted.add(page);
  }
  await page.addScriptTag({ url: new URL(AXE_PATH, page.url()).href });
}

export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => {
          const summary = (n.failureSummary ?? '')
            .split('\n')
            .map((l) => `        ${l}`)
            .join('\n');
          return `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n${summary}`;
        })
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Runs axe on the page (WCAG 2.x A/AA + best practice) and throws listing every serious or critical violation. */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  const failOn = options.failOn ?? ['serious', 'critical'];
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!hasAxe) await injectAxe(page);
  const runOptions: RunOptions = {
    resultTypes: ['violations'],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  const results = await page.evaluate(
    async ({ include, runOptions }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
      return axe.run(include ? { include: [include] } : document, runOptions);
    },
    { include: options.include, runOptions },
  );
  const violations = (results as AxeResults).violations.filter((v) => v.impact && failOn.includes(v.impact));
  if (violations.length) {
    throw new Error(
      `${violations.length} accessibility violation(s) (${failOn.join('/')}) on ${page.url()}:\n\n` + formatViolations(violations),
    );
  }
}
