#!/usr/bin/env node
// `npm start`: the sandbox APIs (tsx sandbox/server.ts, SANDBOX_PORT or 4010) and the portal (vite, PORTAL_PORT or 5173).
// Output is prefixed per process; if either dies the other is stopped and we exit non-zero.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const portalPort = process.env.PORTAL_PORT ?? '5173';
// The sandbox builds emailed links (invitations, resets) from the portal's configured address, never from a request.
const env = {
  ...process.env,
  SANDBOX_PORTAL_ORIGIN: process.env.SANDBOX_PORTAL_ORIGIN ?? `http://localhost:${portalPort}`,
  BROWSER: 'none',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

const children = [];
let stopping = false;

const prefixLines = (label, stream, out) => {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) out.write(`${label} ${line}\n`);
  });
  stream.on('end', () => buffered && out.write(`${label} ${buffered}\n`));
};

const stopAll = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  // Give children a moment to exit cleanly, then make sure they are gone.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 1500).unref();
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(() =>
    process.exit(code),
  );
};

const run = (label, command, args) => {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  prefixLines(label, child.stdout, process.stdout);
  prefixLines(label, child.stderr, process.stderr);
  child.on('error', (error) => {
    process.stderr.write(`${label} failed to start: ${error.message}\n`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`${label} exited (${signal ?? code}); stopping the rest.\n`);
    stopAll(code === 0 ? 1 : (code ?? 1));
  });
};

run('[sandbox]', bin('tsx'), ['sandbox/server.ts']);
run('[portal] ', bin('vite'), ['--port', portalPort, '--strictPort']);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
