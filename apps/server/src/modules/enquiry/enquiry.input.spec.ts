import 'reflect-metadata';
import { validate } from 'class-validator';
import fc from 'fast-check';
import { ENQUIRY_FIELDS } from '@academy/validation';
import { compiledValidationErrors } from '../../common/compiled-validation';
import { EnquiryInput } from './enquiry.input';

/** Each field: values the contact form accepts, values it refuses, and what no form sends. */
const FIELD_VALUES: Record<string, unknown[]> = {
  firstName: ['Amira', 'A', 'Jean-Luc', 'x'.repeat(101), '<b>', '  '],
  lastName: ['Haddad', "O'Neil", 'B', '12', ''],
  email: ['amira@example.com', ' amira@example.com ', 'amira@', 'a@b', '@example.com'],
  phoneNumber: ['+971 50 123 4567', '050 123 4567', '+44 20 7946 0958', '0123456789', '12', '+999 1'],
  country: ['AE', 'GB', 'UK', 'IN', 'US', 'gb', 'XX', 'United Kingdom'],
  zipCode: ['', 'SW1A 1AA', '110001', 'ab', 'z'.repeat(21)],
  message: ['Tell me about the courses.', '', 'm'.repeat(5001)],
  acceptPrivacyPolicy: [true, false, 'true', 1],
};

const anyValue = fc.oneof(
  fc.constantFrom<unknown>(undefined, null, 0, 1.5, true, false, {}, [], ['AE'], { toString: 'x' }),
  fc.string(),
  fc.string({ unit: 'grapheme-composite' }),
  fc.integer(),
);

const enquiryBody = fc.record(
  Object.fromEntries(
    ENQUIRY_FIELDS.map((field) => [field, fc.oneof(fc.constantFrom(...FIELD_VALUES[field]), anyValue)]),
  ),
  { requiredKeys: [] },
);

/** Property and constraint entries, in their order: the part of the errors parseInput reads. */
const inOrder = (errors: readonly { property: string; constraints?: Record<string, string> }[]) =>
  errors.map(({ property, constraints }) => [property, Object.entries(constraints ?? {})]);

describe('EnquiryInput checked by its compiled checker', () => {
  it('gives the errors class-validator gives, in its order, for any body', async () => {
    await fc.assert(
      fc.asyncProperty(enquiryBody, async (body) => {
        const input = Object.assign(new EnquiryInput(), body);
        const compiled = compiledValidationErrors(input);
        expect(compiled).toBeDefined();
        expect(inOrder(compiled ?? [])).toEqual(
          inOrder(await validate(input, { forbidUnknownValues: true })),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('finds nothing wrong with a complete enquiry', () => {
    const input = Object.assign(new EnquiryInput(), {
      firstName: 'Amira',
      lastName: 'Haddad',
      email: 'amira@example.com',
      phoneNumber: '+971 50 123 4567',
      country: 'AE',
      zipCode: '',
      message: 'Tell me about the courses.',
      acceptPrivacyPolicy: true,
    });
    expect(compiledValidationErrors(input)).toEqual([]);
  });
});
