import type { Translated } from '../locale';
import * as en from '../provider';

/** The provider's identity in Arabic: its names and the site's credit; addresses and links as in English. */
export const PROVIDER: Translated<typeof en.PROVIDER> = {
  name: 'أكاديمية الحياة الواعية',
  shortName: 'الحياة الواعية',
  email: en.PROVIDER.email,
  siteUrl: en.PROVIDER.siteUrl,
  social: {
    facebook: en.PROVIDER.social.facebook,
    instagram: en.PROVIDER.social.instagram,
    linkedin: en.PROVIDER.social.linkedin,
    footerThird: en.PROVIDER.social.footerThird,
  },
  timeZone: en.PROVIDER.timeZone,
  utcOffsetHours: en.PROVIDER.utcOffsetHours,
  maker: 'فريق الموقع في أكاديمية الحياة الواعية',
};
