import { validateLostLinkEmail } from './lost-link';

describe('validateLostLinkEmail', () => {
  it('asks for an address, then for a valid one', () => {
    expect(validateLostLinkEmail('  ')).toBe('Email is required');
    expect(validateLostLinkEmail(undefined)).toBe('Email is required');
    expect(validateLostLinkEmail('layla@')).toBe('Please enter a valid email address');
    expect(validateLostLinkEmail(' layla@example.ae ')).toBeUndefined();
  });
});
