import { PRIVACY_POLICY } from './privacy-policy';
import { PROVIDER } from './provider';

describe('privacy policy', () => {
  it('has a last-updated date whose label matches its ISO form', () => {
    const { iso, label } = PRIVACY_POLICY.lastUpdated;
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const formatted = new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(label).toBe(formatted);
  });

  it('sends requests to the provider', () => {
    expect(PRIVACY_POLICY.contactEmail).toBe(PROVIDER.email);
    const text = PRIVACY_POLICY.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(PROVIDER.email);
  });

  it('has titled sections with text, including what is collected and the absence of trackers', () => {
    expect(PRIVACY_POLICY.sections.length).toBeGreaterThanOrEqual(6);
    expect(new Set(PRIVACY_POLICY.sections.map((s) => s.heading)).size).toBe(PRIVACY_POLICY.sections.length);
    for (const section of PRIVACY_POLICY.sections) {
      expect(section.heading).toMatch(/\S/);
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
    const all = JSON.stringify(PRIVACY_POLICY);
    for (const collected of ['date of birth', 'identity document', 'addresses', 'Contact Us form']) {
      expect(all).toContain(collected);
    }
    expect(all).toMatch(/does not use advertising, analytics or social-media tracking/);
  });
});
