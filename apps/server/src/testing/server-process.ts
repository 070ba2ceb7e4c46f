import { ChildProcess, spawn } from 'node:child_process';
import { AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';

/** The built server (the server's jest target builds it first). */
export const SERVER_MAIN = join(__dirname, '../../dist/main.js');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  /** Stops it as a deployment does (SIGTERM), killing it if it has not exited within 15 s. */
  stop(): Promise<void>;
  /** Kills it as a crash would (SIGKILL), and waits for it to be gone. */
  kill(): Promise<void>;
}

/** Starts dist/main.js with `env` on `port` and waits for /healthz; its output is kept for the error. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null || waited > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`The server on port ${port} did not answer /healthz:\n${output}`);
    }
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await sleep(100);
  }
  return {
    url,
    stop: () => stopProcess(child, exited),
    kill: () => {
      child.kill('SIGKILL');
      return exited;
    },
  };
}

async function stopProcess(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}
