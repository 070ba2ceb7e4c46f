// The limit the site is measured against: plain node:http and mysql2 doing the site's durable work for
// each submission (bench/peer-work.mjs), with no framework:
//   POST /api/contact        an enquiry
//   POST /raw/registration   an enrolment in BENCH_EVENT_ID
// Started by bench/submissions.mjs; not part of the product.
import { createServer } from 'node:http';
import { BadInput, enquiry, registration } from './peer-work.mjs';

const EVENT_ID = process.env.BENCH_EVENT_ID;

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', async () => {
    try {
      const parsed = JSON.parse(body);
      const address = req.headers['x-forwarded-for'] ?? req.socket.remoteAddress;
      const data =
        req.url === '/raw/registration'
          ? await registration(parsed, address, EVENT_ID)
          : await enquiry(parsed, address);
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, data }));
    } catch (error) {
      res.writeHead(error instanceof BadInput ? 400 : 500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: error.message }));
    }
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
// Requests still running when the bench stops it end with the process.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
