import { type APIRequestContext, expect } from '@playwright/test';
import { privateLinkFor } from './database';

export const uniqueEmail = (tag: string) =>
  `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Enrols through the REST API with a valid SPEC 3.1 payload (Decode level 1, the next intake), `fields`
 * changing or adding to it, and returns the new registration's id.
 */
export async function enrol(
  request: APIRequestContext,
  fields: { email: string } & Record<string, unknown>,
): Promise<string> {
  const response = await request.post('/api/awakenLimitlessHuman', {
    data: {
      firstName: 'Amira',
      lastName: 'Saleh',
      mobileNo: '0501234567',
      city: 'Next available intake | Decode | date to be announced',
      dob: '1990-04-12',
      occupation: 'Teacher',
      levelName: 'Level 1: Decode Your Mind',
      termsandcondition: true,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  return data.id as string;
}

/** The private link from the registrant's mail, on the site under test (the mail names PUBLIC_URL). */
export async function privatePageAddress(email: string, baseURL: string | undefined): Promise<string> {
  const link = new URL(await privateLinkFor(email));
  return new URL(link.pathname + link.hash, baseURL).href;
}
