// The peer a good Node team would write for the REST form: Express 5 with express.json() and mysql2,
// doing the site's durable work (bench/peer-work.mjs) for POST /api/contact. Started by
// bench/submissions.mjs; not part of the product.
import express from 'express';
import { BadInput, enquiry } from './peer-work.mjs';

const app = express();
app.set('trust proxy', 'loopback');
app.get('/healthz', (_req, res) => res.send('ok'));
app.post('/api/contact', express.json({ limit: '20kb' }), async (req, res) => {
  try {
    res.status(201).json({ success: true, data: await enquiry(req.body ?? {}, req.ip) });
  } catch (error) {
    res.status(error instanceof BadInput ? 400 : 500).json({ success: false, message: error.message });
  }
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1');
// Requests still running when the bench stops it end with the process.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
