export { launchBrowser, newPage, signIn, field, currentPath, baseUrl, VIEWPORT, STEP_TIMEOUT_MS } from './browser';
export { expectNoAxeViolations, formatViolations } from './axe';
export { readOutbox, resetSandbox, sandboxUrl, uploadOnboardingFiles, type OutboxEmail } from './sandbox';
export { SUPERADMIN, DEMO_PASSWORD } from './accounts';
export { quietWatcher } from './quiet';
