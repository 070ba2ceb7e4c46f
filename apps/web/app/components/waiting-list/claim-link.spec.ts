import { claimTokenInAddress, joinTokenInAddress } from './claim-link';

describe('a claim link', () => {
  it('carries its token in the fragment', () => {
    expect(claimTokenInAddress('#claim=wl_abc-DEF_123')).toBe('wl_abc-DEF_123');
    expect(claimTokenInAddress('#claim=rt_abc')).toBeUndefined();
    expect(claimTokenInAddress('#waiting-list=wc_abc')).toBeUndefined();
    expect(claimTokenInAddress('')).toBeUndefined();
  });
});

describe('the link that confirms a place on a waiting list', () => {
  it('carries its own token in the fragment, never taken for a claim', () => {
    expect(joinTokenInAddress('#waiting-list=wc_abc-DEF_123')).toBe('wc_abc-DEF_123');
    expect(joinTokenInAddress('#waiting-list=wl_abc')).toBeUndefined();
    expect(joinTokenInAddress('#claim=wc_abc')).toBeUndefined();
    expect(joinTokenInAddress('')).toBeUndefined();
  });
});
