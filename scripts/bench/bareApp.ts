/**
 * What the timing benchmarks share: the bare react-admin baseline `npm run bench:bundle` builds
 * (scripts/bench/bare-react-admin/), served beside the portal so each figure is a ratio measured in one run, and the
 * page of each type people work on that they measure (issue 25's goal 2).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../chromium';
import { portsFree, ROOT, withServers } from './servers';

const BARE_CONFIG = path.join(ROOT, 'scripts', 'bench', 'bare-react-admin', 'vite.config.ts');
const BARE_DIST = path.join(ROOT, 'test-results', 'bench', 'bare-react-admin');
export const BARE = 'http://localhost:4174';

/** Serves the bare react-admin baseline's build (built first when missing) on :4174 while `work` runs. */
export async function withBareApp<T>(work: () => Promise<T>): Promise<T> {
  await portsFree([BARE]);
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  if (!existsSync(path.join(BARE_DIST, 'index.html')) || !existsSync(path.join(BARE_DIST, 'screens.html'))) {
    const build = spawnSync(vite, ['build', '--config', BARE_CONFIG], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('building the bare react-admin baseline failed');
  }
  const preview = spawn(vite, ['preview', '--config', BARE_CONFIG, '--port', '4174', '--strictPort'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(BARE).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || preview.exitCode !== null) throw new Error(`${BARE} did not answer (is port 4174 in use?)`);
      await new Promise((r) => setTimeout(r, 250));
    }
    return await work();
  } finally {
    if (preview.exitCode === null && preview.pid !== undefined) {
      const exited = new Promise((resolve) => preview.once('exit', resolve));
      process.kill(-preview.pid, 'SIGTERM');
      await exited;
    }
  }
}

/** Runs `work` in one Chromium while the sandbox, the portal's build (`dist`, or the current one) and the bare app are up. */
export const withPortalAndBareApp = <T>(dist: string | undefined, work: (browser: Browser) => Promise<T>): Promise<T> =>
  withServers(
    '',
    () =>
      withBareApp(async () => {
        const browser = await launchChromium();
        try {
          return await work(browser);
        } finally {
          await browser.close();
        }
      }),
    dist,
  );

/**
 * The access token the portal last sent from `context` (it renews it as it goes): the bare app's screens are given it
 * in their storage, so they read the same records as the signed-in user.
 */
export function latestBearer(context: BrowserContext): () => string {
  let token = '';
  context.on('request', (request) => {
    const bearer = request.headers().authorization?.match(/^Bearer (.+)$/)?.[1];
    if (bearer) token = bearer;
  });
  return () => token;
}

/** Issue 25's goal 2: a page of each type, as SuperAdmin (the company record first: opening it selects Thames Valley, so the policies' URL keeps its company). */
export const PAGE_TYPES = [
  ['list: users', '/administration/user/list'],
  ['record: company details', '/administration/onboarding/company/view/cmp-01/details'],
  ['edit form: company update', '/administration/onboarding/company/update/cmp-01/details'],
  ['wizard step: invite user', '/administration/user/create/personal-information'],
  ['audit trail', '/administration/console/audit'],
  ['data retention: policies', '/data/retention/company/cmp-01/policy/list'],
] as const;
