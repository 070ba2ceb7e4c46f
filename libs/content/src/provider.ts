/**
 * The provider's identity. SPEC.md calls it "the provider"; every page, mail and meta tag reads its
 * name, address and social links from here, so a rename is a change of this one object.
 */
export const PROVIDER = {
  name: 'Conscious Living Academy',
  shortName: 'Conscious Living',
  email: 'hello@consciousliving.academy',
  siteUrl: 'https://www.consciousliving.academy',
  social: {
    facebook: 'https://www.facebook.com/consciouslivingacademy',
    instagram: 'https://www.instagram.com/consciouslivingacademy',
    linkedin: 'https://www.linkedin.com/company/consciouslivingacademy',
    /** SPEC.md 2.3: the footer's third social link is a placeholder. */
    footerThird: '#',
  },
  /** Where the provider works: event dates and times are read in this zone (Gulf Standard Time). */
  timeZone: 'Asia/Dubai',
  /** That zone's offset from UTC, the same all year: the UAE keeps no daylight saving time. */
  utcOffsetHours: 4,
  maker: 'Conscious Living web team',
} as const;
