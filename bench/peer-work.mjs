// The durable work of the two public writes, done with mysql2 alone: what the peers the site is measured
// against (bench/raw-baseline.mjs, express-baseline.mjs, apollo-baseline.mjs) do for each request, so
// the bench compares frameworks and layers, not work. The same as the site does, statement for statement:
//   enquiry       the form's field checks (libs/validation), then in one transaction the two form-limit
//                 counts (address, recipient) with the site's statement, the enquiry row and its two mails,
//                 rendered with the site's own templates and their secret sealed as the outbox does;
//   registration  the same checks, then in one transaction three counts (address, recipient, seats in
//                 the event), the event's row locked and a seat taken, the address's earlier enrolment
//                 looked for under the lock, the registration row, its search words and its two mails
//                 (the confirmation with the check-in pass, its QR code drawn before the transaction).
// Not part of the product.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import mysql from 'mysql2/promise';
import validation from '@academy/validation';
import { INSERT_SEARCH_TERMS, searchTermValues } from './registration-rows.mjs';

const require = createRequire(import.meta.url);
const dist = (path) => require(`../apps/server/dist/modules/${path}`);
const { enquiryMails } = dist('enquiry/enquiry.mails.js');
const { registrationMails } = dist('registration/registration.mails.js');
const { MailSeal, MAIL_SECRET } = dist('mail/mail-secret.js');
const { checkInPasses } = dist('mail/check-in-pass.js');
const { CheckInCodes } = require('../apps/server/dist/common/check-in-code.js');
const { newReferenceCode } = dist('registration/reference-code.js');
const { mailboxKey } = dist('throttle/mailbox-key.js');
const { SUBMISSION_WINDOWS_MS } = dist('throttle/submission-throttle.service.js');

const { validateEnquiry, normalizeEnquiry, validateRegistration, prepareRegistration } = validation;

const MAIL = { notifyAddress: 'hello@consciousliving.academy', siteUrl: 'http://127.0.0.1' };
const SECRET = process.env.JWT_SECRET ?? 'bench-only-secret-bench-only-secret-0123';
const seal = new MailSeal(SECRET);
/** The check-in pass (a signed code and its QR image) that every enrolment's confirmation carries. */
const checkInPass = checkInPasses(new CheckInCodes(SECRET));
/** The limits the bench opens for the load, as it opens the site's. */
const LIMIT = 100_000_000;

export const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10 });

export class BadInput extends Error {}

/** Refuses what the site would refuse, with the same rules. */
function check(errors) {
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new BadInput(`Invalid input: ${fields.join(', ')}`);
}

// The site's shared-store statement (modules/shared-store/database-store.ts): one atomic count per key.
const HIT =
  'INSERT INTO throttle_counter (`key`, `count`, resetAt) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE ' +
  '`count` = LAST_INSERT_ID(IF(resetAt <= ?, ?, `count` + ?)), resetAt = IF(resetAt <= ?, VALUES(resetAt), resetAt)';

async function hit(connection, key, windowMs, amount = 1) {
  const now = new Date();
  const [result] = await connection.execute(HIT, [
    key,
    amount,
    new Date(now.getTime() + windowMs),
    now,
    amount,
    amount,
    now,
  ]);
  const count = result.affectedRows === 1 ? amount : Number(result.insertId);
  if (count > LIMIT) throw new BadInput('Over a form limit');
}

async function inTransaction(work) {
  const connection = await pool.getConnection();
  try {
    await connection.beginTransaction();
    const result = await work(connection);
    await connection.commit();
    return result;
  } catch (error) {
    await connection.rollback();
    throw error;
  } finally {
    connection.release();
  }
}

const OUTBOX =
  'INSERT INTO outbox_mail (id, subjectKind, subjectId, recipient, replyTo, subject, text, html, sealedSecret, status, attempts, nextAttemptAt, createdAt) VALUES ?';

const outboxRows = (mails, now) =>
  mails.map((mail) => [
    randomUUID(),
    mail.about.kind,
    mail.about.id,
    mail.to,
    mail.replyTo ?? null,
    mail.subject,
    mail.text,
    mail.html,
    mail.secret ? seal.seal(mail.secret) : null,
    'pending',
    0,
    now,
    now,
  ]);

const ENQUIRY =
  'INSERT INTO contact_message (id, firstName, lastName, email, phoneNumber, phoneNumberE164, country, zipCode, message, acceptPrivacyPolicy, status, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';

export async function enquiry(body, clientAddress) {
  check(validateEnquiry(body));
  const e = { ...normalizeEnquiry(body), id: randomUUID(), status: 'new', createdAt: new Date() };
  await inTransaction(async (connection) => {
    await hit(connection, `submit:address:${clientAddress}`, SUBMISSION_WINDOWS_MS.perAddress);
    await hit(connection, `submit:recipient:${mailboxKey(e.email)}`, SUBMISSION_WINDOWS_MS.mailsPerRecipient);
    await connection.execute(ENQUIRY, [
      e.id,
      e.firstName,
      e.lastName,
      e.email,
      e.phoneNumber,
      e.phoneNumberE164 ?? null,
      e.country,
      e.zipCode ?? null,
      e.message,
      e.acceptPrivacyPolicy,
      e.status,
      e.createdAt,
    ]);
    await connection.query(OUTBOX, [outboxRows(enquiryMails(e, MAIL), e.createdAt)]);
  });
  return { id: e.id, createdAt: e.createdAt };
}

const TAKE_SEAT = 'UPDATE calendar_event SET seatsTaken = seatsTaken + 1 WHERE id = ? AND seatsTaken < seats';
const ENROLLED =
  "SELECT id FROM registration WHERE eventId = ? AND LOWER(email) = ? AND status NOT IN ('cancelled', 'expired') FOR UPDATE";
const REGISTRATION = `INSERT INTO registration (id, createdAt, updatedAt, status, programme, eventId, firstName,
  middleName, lastName, nameAsCertificate, currentAddress, permanenetAddress, isSameAddress, city, venue, timeslot,
  TelNo, telNoE164, mobileNo, mobileNoE164, email, dob, occupation, courseDetailDate, courseDetailTime, courseDetailVenue,
  hearAbout, communicationPreferences, termsandcondition, levelName, office, accessTokenHash, referenceCode,
  holdUntil, feeAmount, feeCurrency) VALUES ?`;

/** A registration in `eventId` (a calendar event with seats), as the enrolment form sends it. */
export async function registration(body, clientAddress, eventId) {
  check(validateRegistration(body));
  const prepared = prepareRegistration(body);
  const now = new Date();
  const token = `r_${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  // Drawn before the transaction, as the site draws it.
  const checkIn = await checkInPass(id);
  return inTransaction(async (connection) => {
    await hit(connection, `submit:address:${clientAddress}`, SUBMISSION_WINDOWS_MS.perAddress);
    await hit(
      connection,
      `submit:recipient:${mailboxKey(prepared.email)}`,
      SUBMISSION_WINDOWS_MS.mailsPerRecipient,
    );
    await hit(connection, `submit:seats:event:${eventId}:${clientAddress}`, SUBMISSION_WINDOWS_MS.seats);
    const [taken] = await connection.execute(TAKE_SEAT, [eventId]);
    if (taken.affectedRows !== 1) throw new BadInput('This event is full');
    const [[event]] = await connection.execute('SELECT * FROM calendar_event WHERE id = ?', [eventId]);
    const [enrolled] = await connection.execute(ENROLLED, [eventId, prepared.email.toLowerCase()]);
    if (enrolled.length > 0) throw new BadInput('Already enrolled');
    const r = {
      ...prepared,
      id,
      referenceCode: newReferenceCode(),
      createdAt: now,
      updatedAt: now,
      status: 'pending',
      programme: event.programme,
      eventId,
      city: `${event.name} | ${event.date}`.slice(0, 300),
      accessTokenHash: createHash('sha256').update(token).digest('hex'),
      holdUntil: new Date(now.getTime() + 48 * 3_600_000),
      feeAmount: event.priceValue,
      feeCurrency: event.currency,
    };
    await connection.query(REGISTRATION, [
      [
        [
          r.id,
          now,
          now,
          r.status,
          r.programme,
          eventId,
          r.firstName,
          r.middleName ?? '',
          r.lastName,
          r.nameAsCertificate,
          r.currentAddress,
          r.permanenetAddress,
          r.isSameAddress,
          r.city,
          event.location,
          event.time,
          r.TelNo,
          r.telNoE164 ?? null,
          r.mobileNo,
          r.mobileNoE164 ?? null,
          r.email,
          r.dob,
          r.occupation,
          event.date,
          event.time,
          event.location,
          r.hearAbout,
          r.communicationPreferences,
          r.termsandcondition,
          r.levelName,
          event.location.split(',')[0],
          r.accessTokenHash,
          r.referenceCode,
          r.holdUntil,
          r.feeAmount,
          r.feeCurrency,
        ],
      ],
    ]);
    await connection.query(INSERT_SEARCH_TERMS, [searchTermValues(r)]);
    const mails = registrationMails({
      registration: { ...r, feeOffer: null },
      event,
      privateLink: `${MAIL.siteUrl}/my-registration/${r.id}#${MAIL_SECRET}`,
      token,
      mail: MAIL,
      domain: '127.0.0.1',
      checkIn,
    });
    await connection.query(OUTBOX, [outboxRows(mails, now)]);
    return { id: r.id, status: r.status };
  });
}
