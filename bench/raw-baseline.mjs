// The floor to compare the site against: plain node:http and one mysql2 INSERT of the same row, with no
// framework, no validation and no GraphQL. Started by bench/contact.mjs; not part of the product.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import mysql from 'mysql2/promise';

const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10 });
const INSERT =
  'INSERT INTO contact_message (id, firstName, lastName, email, phoneNumber, country, zipCode, message, acceptPrivacyPolicy, status, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', async () => {
    try {
      const e = JSON.parse(body);
      const id = randomUUID();
      const createdAt = new Date();
      await pool.execute(INSERT, [
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
        createdAt,
      ]);
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: { id, createdAt } }));
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: error.message }));
    }
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
