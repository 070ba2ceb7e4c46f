import request from 'supertest';
import { VALID_ENQUIRY, VALID_REGISTRATION, addEvent } from './testing/fixtures';
import { startTestApp } from './testing/test-app';
import { testDatabaseKinds } from './testing/test-databases';

/** Libraries only some requests or instances use: each is loaded on its first use (issue 29). */
const LOADED_ON_FIRST_USE = ['stripe', 'pdfkit', 'nodemailer', 'multer', 'jsonwebtoken', 'argon2'];

const loaded = (name: string) =>
  Object.keys(require.cache).some((file) => file.includes(`/node_modules/${name}/`));

/**
 * A web instance (BACKGROUND_WORK=false) answering enquiries and enrolments takes no payment, makes
 * no certificate, sends no mail (it queues it), receives no photo, opens no admin session and checks
 * no password, so it must not pay for loading their libraries at start, nor keep them in its heap,
 * even with online payment configured.
 */
describe('a web instance', () => {
  it('has not loaded the libraries of work it has not done', async () => {
    const t = await startTestApp(testDatabaseKinds()[0], {
      env: {
        BACKGROUND_WORK: 'false',
        STRIPE_SECRET_KEY: 'sk_test_web_instance',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_web_instance',
      },
    });
    try {
      t.app.start();
      await request(t.app.express).post('/api/contact').send(VALID_ENQUIRY).expect(201);
      const event = await addEvent(t);
      await request(t.app.express)
        .post('/api/awakenLimitlessHuman')
        .send({ ...VALID_REGISTRATION, eventId: event.id })
        .expect(201);

      // What the app did use is seen here: the check below looks in the right place.
      expect(loaded('express')).toBe(true);
      expect(LOADED_ON_FIRST_USE.filter(loaded)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
