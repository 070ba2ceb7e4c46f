import { telHref } from './tel-href';

describe('telHref', () => {
  it('keeps the plus and the digits of a UAE number', () => {
    expect(telHref('+971 50 214 7781')).toBe('tel:+971502147781');
  });
});
