import { ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const PORT = 3108;
const enquiry = JSON.stringify({
  firstName: 'Omar',
  lastName: 'Saleh',
  email: 'omar.saleh@example.ae',
  phoneNumber: '+971 54 382 9016',
  country: 'AU',
  zipCode: '2000',
  message: 'Sent while the server was shutting down.',
  acceptPrivacyPolicy: true,
});

function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn('node', ['../apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-only-secret-e2e-only-secret-0123456',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`http://localhost:${PORT}`)) resolve(server);
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

test('SIGTERM lets a request in flight finish, then the process exits cleanly', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-shutdown-'));
  const server = await startServer(dataDir);
  try {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    const body = Buffer.from(enquiry);
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/api/contact',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // Half the body now, the signal, then the rest: the request is in flight when SIGTERM lands.
      req.write(body.subarray(0, 40));
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => req.end(body.subarray(40)), 300);
      }, 200);
    });

    const answer = await reply;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).success).toBe(true);
    expect(await exited).toBe(0);
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
