// The floor to compare the site against: plain node:http and mysql2 doing the same field checks (the
// site's own, from libs/validation) and the same database work for each submission, in one transaction,
// with no framework and no GraphQL:
//   POST /api/contact        the enquiry row and its two queued mails
//   POST /raw/registration   the registration row, its search words and its two queued mails
// Started by bench/submissions.mjs; not part of the product.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import mysql from 'mysql2/promise';
import validation from '@academy/validation';
import {
  INSERT_REGISTRATIONS,
  INSERT_SEARCH_TERMS,
  registrationValues,
  searchTermValues,
} from './registration-rows.mjs';

const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10 });

const ENQUIRY =
  'INSERT INTO contact_message (id, firstName, lastName, email, phoneNumber, country, zipCode, message, acceptPrivacyPolicy, status, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
const OUTBOX =
  'INSERT INTO outbox_mail (id, subjectKind, subjectId, recipient, subject, text, html, status, attempts, nextAttemptAt, createdAt) VALUES ?';

async function inTransaction(work) {
  const connection = await pool.getConnection();
  try {
    await connection.beginTransaction();
    await work(connection);
    await connection.commit();
  } catch (error) {
    await connection.rollback();
    throw error;
  } finally {
    connection.release();
  }
}

const mails = (kind, id, to, now) =>
  [to, 'hello@consciousliving.academy'].map((recipient) => [
    randomUUID(),
    kind,
    id,
    recipient,
    'Subject',
    'text',
    '<p>html</p>',
    'pending',
    0,
    now,
    now,
  ]);

const { validateEnquiry, validateRegistration, prepareRegistration } = validation;

class BadInput extends Error {}

/** Refuses what the site would refuse, with the same rules. */
function check(errors) {
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new BadInput(`Invalid input: ${fields.join(', ')}`);
}

async function enquiry(e) {
  check(validateEnquiry(e));
  const id = randomUUID();
  const now = new Date();
  await inTransaction(async (connection) => {
    await connection.execute(ENQUIRY, [
      id,
      e.firstName,
      e.lastName,
      e.email,
      e.phoneNumber,
      e.country,
      e.zipCode,
      e.message,
      e.acceptPrivacyPolicy,
      'new',
      now,
    ]);
    await connection.query(OUTBOX, [mails('enquiry', id, e.email, now)]);
  });
  return { id, createdAt: now };
}

async function registration(input) {
  check(validateRegistration(input));
  const r = {
    ...prepareRegistration(input),
    id: randomUUID(),
    createdAt: new Date(),
    programme: 'AWAKEN',
    accessTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
  };
  await inTransaction(async (connection) => {
    await connection.query(INSERT_REGISTRATIONS, [[registrationValues(r)]]);
    await connection.query(INSERT_SEARCH_TERMS, [searchTermValues(r)]);
    await connection.query(OUTBOX, [mails('registration', r.id, r.email, r.createdAt)]);
  });
  return { id: r.id, createdAt: r.createdAt };
}

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', async () => {
    try {
      const parsed = JSON.parse(body);
      const data = req.url === '/raw/registration' ? await registration(parsed) : await enquiry(parsed);
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, data }));
    } catch (error) {
      res.writeHead(error instanceof BadInput ? 400 : 500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: error.message }));
    }
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
