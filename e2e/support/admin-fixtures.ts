import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { signInThroughForm } from './admin-session';
import { enrol } from './registrant';

let made = 0;
/** Letters only, unique per run and call: search words must begin a name. */
export function uniqueWord(prefix: string): string {
  made += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${made}`.replace(/\d/g, (digit) =>
    'abcdefghij'.charAt(Number(digit)),
  );
  return `${prefix}${stamp}`;
}

/** An Awaken the Limitless Human registration sent the way the enrolment form sends it; returns its id. */
export function registerForAwaken(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string },
): Promise<string> {
  return enrol(request, {
    ...person,
    city: 'Next available intake | Awaken the Limitless Human | date to be announced',
    levelName: 'Level 1: Foundations of Consciousness',
    programme: 'AWAKEN',
  });
}

/** An enquiry sent the way the contact form of Contact Us sends it. */
export async function sendEnquiry(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string; message: string },
): Promise<void> {
  const response = await request.post('/api/contact', {
    data: {
      ...person,
      phoneNumber: '+971 50 123 4567',
      country: 'UK',
      zipCode: 'SW1A 1AA',
      acceptPrivacyPolicy: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A real WebP image of the site (the upload checks the content, not the name). */
export function samplePhoto(): Buffer {
  return readFileSync(join(__dirname, '../../apps/web/public/images/posters/home-intro.webp'));
}

/** A browser context of its own, signed in through the form (so its session is not the shared one). */
export async function signInElsewhere(browser: Browser, path: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signInThroughForm(page, path);
  return { context, page };
}
