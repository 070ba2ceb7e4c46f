import { claimTokenInAddress } from './claim-link';

describe('a claim link', () => {
  it('carries its token in the fragment', () => {
    expect(claimTokenInAddress('#claim=wl_abc-DEF_123')).toBe('wl_abc-DEF_123');
    expect(claimTokenInAddress('#claim=rt_abc')).toBeUndefined();
    expect(claimTokenInAddress('')).toBeUndefined();
  });
});
