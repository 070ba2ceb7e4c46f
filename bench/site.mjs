// Starting and stopping the servers the benches measure.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Forks a server script and waits until it answers on env.PORT; a server opens its database before it
 * listens. `execArgv` are Node's flags for it (those NODE_OPTIONS refuses, such as --cpu-prof).
 */
export async function startProcess(script, env, execArgv = process.execArgv) {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const started = performance.now();
  for (let i = 0; i < 600; i += 1) {
    try {
      await fetch(`${url}/healthz`);
      // Cold start: from the fork to the first answer, to 25 ms.
      const startMs = performance.now() - started;
      return { child, url, startMs, stop: () => stopProcess(child) };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    await sleep(25);
  }
  throw new Error(`${script} did not start`);
}

async function stopProcess(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The built site as production runs it, with its files in a fresh folder that goes when it stops.
 * `env` adds to or overrides the defaults (DATABASE_URL empty: the embedded SQLite database); `script`
 * is another build of the server to compare with (a baseline checkout's). BENCH_SITE_NODE_ARGS adds Node
 * flags to the site's process, e.g. '--cpu-prof --cpu-prof-dir=/tmp/profiles' to profile it under load.
 */
export async function startSite(env, script = root('../apps/server/dist/main.js')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const siteEnv = {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-bench-only-secret-0123',
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    // The load comes from one address: the form limits still count every submission, but refuse none.
    SUBMISSIONS_PER_ADDRESS: '100000000',
    MAILS_PER_RECIPIENT: '100000000',
    SEATS_PER_ADDRESS_PER_EVENT: '100000000',
    SEATS_PER_ADDRESS_PER_FAMILY_SESSION: '100000000',
    ...env,
  };
  const site = await startProcess(script, siteEnv, [
    ...process.execArgv,
    ...(process.env.BENCH_SITE_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ]);
  return {
    ...site,
    dataDir,
    /** The site's environment, for a script run on its data (seed:demo). */
    env: siteEnv,
    stop: async () => {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
