import express from 'express';
import request from 'supertest';
import { crossOriginAccess } from './cross-origin';

const LISTED = ['https://www.example.com', 'http://localhost:5173'];

/** An app with one open path, as app.ts mounts it. */
function openApp() {
  const access = crossOriginAccess(LISTED, [{ method: 'post', paths: ['/api/contact'] }]);
  const app = express();
  app.use(access.preflight);
  app.post('/api/contact', access.reply, (_req, res) => void res.status(201).json({ ok: true }));
  return app;
}

describe('CORS for the open paths', () => {
  const app = openApp();
  const preflight = (origin: string) =>
    request(app).options('/api/contact').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
  const post = (origin: string) => request(app).post('/api/contact').set('Origin', origin).send({});

  it('answers a listed origin, exactly as the browser sends it', async () => {
    for (const origin of LISTED) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBe(origin);
      expect((await post(origin)).headers['access-control-allow-origin']).toBe(origin);
    }
  });

  it.each([
    // A listed origin's name inside another site's: every test of a pattern must be anchored at both ends.
    'https://www.example.com.evil.com',
    'https://evil.com.www.example.com',
    'https://www.example.community',
    'https://evilwww.example.com',
    // Its dots are dots, not "any character".
    'https://wwwXexample.com',
    'https://www-example.com',
    // Another scheme, port or host of the same name.
    'http://www.example.com',
    'https://www.example.com:8443',
    'https://example.com',
    'http://localhost:51730',
    'http://localhost:5173.evil.com',
    'null',
  ])('gives %s no CORS header', async (origin) => {
    expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await post(origin)).headers['access-control-allow-origin']).toBeUndefined();
  });
});
