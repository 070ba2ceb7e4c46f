import { HHME_EVENT } from '../hhme';
import type { Translated } from '../locale';
import { type FooterLinkColumn, type SideMenuEntry, offeredOn } from '../navigation';
import type * as en from '../navigation';
import { PROVIDER } from './provider';

/** The header's Schedule button in Arabic: the event calendar. */
export const SCHEDULE_LINK: Translated<typeof en.SCHEDULE_LINK> = {
  label: 'جدول الدورات',
  path: '/practitioner',
};

/** The side menu in Arabic, in the English order (SPEC.md 2.2); paths and ids as in English. */
export const SIDE_MENU: Translated<typeof en.SIDE_MENU> = [
  { kind: 'link', label: 'الرئيسية', path: '/' },
  { kind: 'link', label: 'من نحن', path: '/about' },
  {
    kind: 'group',
    id: 'training',
    label: 'الدورات التدريبية',
    items: [
      { label: 'DECODE', path: '/decode' },
      { label: 'أيقظ الإنسان اللامحدود', path: '/ich' },
      { label: 'الارتداد ما وراء الشخصي', path: '/tasso' },
    ],
  },
  {
    kind: 'group',
    id: 'workshop',
    label: 'ورش العمل',
    items: [
      { label: 'الأبراج العائلية', path: '/family-constellation' },
      { label: 'ورشة عمل متخصّصة', path: '/Hidden-Colours' },
    ],
  },
  { kind: 'link', label: 'HHME 2025', path: '/hhme', until: HHME_EVENT.isoDate },
  { kind: 'link', label: 'مدرّبونا', path: '/Our-Trainers' },
  { kind: 'link', label: 'تواصل معنا', path: '/contact-us' },
];

/** The footer's quick links in Arabic: the programmes first, then the ways to get in touch. */
export const FOOTER_LINK_COLUMNS: Translated<typeof en.FOOTER_LINK_COLUMNS> = [
  {
    heading: 'البرامج',
    links: [
      { label: 'أيقظ الإنسان اللامحدود', path: '/ich' },
      { label: 'Decode', path: '/decode' },
      { label: 'الارتداد ما وراء الشخصي', path: '/tasso' },
      { label: 'التدريب الفردي المخصّص', path: '/individual' },
      { label: 'الأبراج العائلية', path: '/family-constellation' },
    ],
  },
  {
    heading: 'الأكاديمية',
    links: [
      { label: 'من نحن', path: '/about' },
      { label: 'تقويم الفعاليات', path: '/practitioner' },
      { label: 'HHME 2025', path: '/hhme', until: HHME_EVENT.isoDate },
      { label: 'تواصل معنا', path: '/contact-us' },
      { label: 'سياسة الخصوصية', path: '/privacy-policy' },
    ],
  },
];

/** The side menu as offered on `today`, in Arabic (navigation.ts's sideMenuOn over the Arabic menu). */
export function sideMenuOn(today: string): SideMenuEntry[] {
  const offered = offeredOn(today);
  // The twin's kinds are the English ones (Translated<T> reads them as strings).
  const menu = SIDE_MENU as readonly SideMenuEntry[];
  return menu
    .filter((entry) => entry.kind === 'group' || offered(entry))
    .map((entry) => (entry.kind === 'group' ? { ...entry, items: entry.items.filter(offered) } : entry));
}

/** The footer's quick links as offered on `today`, in Arabic. */
export function footerLinksOn(today: string): FooterLinkColumn[] {
  return (FOOTER_LINK_COLUMNS as readonly FooterLinkColumn[]).map((column) => ({
    ...column,
    links: column.links.filter(offeredOn(today)),
  }));
}

/** The words of every page's frame in Arabic. */
export const SITE_FRAME_TEXT: Translated<typeof en.SITE_FRAME_TEXT> = {
  skipToContent: 'انتقل إلى المحتوى',
  homeLabel: `الصفحة الرئيسية لـ${PROVIDER.name}`,
  openMenu: 'افتح القائمة',
  menuLabel: 'قائمة الموقع',
  closeMenu: 'أغلق القائمة',
  mainNav: 'التنقّل الرئيسي',
  menuQuestion: 'لديك سؤال عن أحد البرامج؟ راسلنا:',
  followUs: 'تابعنا',
  footerTagline:
    'تدريبات وورش عمل ومسارات شفاء في التنويم الإيحائي والارتداد والوعي، لكل من يعيش في الإمارات وخارجها.',
  networks: { linkedin: 'لينكد إن', facebook: 'فيسبوك', instagram: 'إنستغرام', mail: 'راسلنا بالبريد' },
  newTab: (name: string) => `${name} (يُفتح في علامة تبويب جديدة)`,
  copyright: (year: string) => `© ${year} ${PROVIDER.name}`,
  madeBy: `صُمّم بعناية من ${PROVIDER.maker}`,
};
