import type * as en from '../decode-page';
import type { Translated } from '../locale';

/** The /decode programme page around its level cards, in Arabic. */
export const DECODE_PAGE_TEXT: Translated<typeof en.DECODE_PAGE_TEXT> = {
  meta: {
    title: 'DECODE',
    description:
      'برنامج DECODE في أربعة مستويات: فكّ شيفرة عقلك، وسلوكك، وعلاقاتك، ومخطّط حياتك. شاهد العرض التعريفي، وقارن بين المستويات، وسجّل.',
  },
  title: 'DECODE',
  tagline: 'غيّر عقلك وسلوكك وعلاقاتك ومخطّط حياتك',
  trailerTitle: 'العرض التعريفي لبرنامج DECODE',
  trailerLabel: 'شغّل العرض التعريفي لبرنامج DECODE',
  levelsHeading: 'أربعة مستويات ورحلة واحدة',
  levelsIntro:
    'كل مستوى قائم بذاته ويمهّد لما بعده: تبدأ بالعقل، ثم تمضي عبر السلوك والعلاقات وصولاً إلى المخطّط الذي يرسم حياتك كلها.',
  testimonialsHeading: 'ماذا يقول المشاركون',
};

/** The headings and labels only the Decode level pages show, in Arabic. */
export const DECODE_LEVEL_PAGE_TEXT: Translated<typeof en.DECODE_LEVEL_PAGE_TEXT> = {
  meta: {
    title: (level: number, title: string) => `Decode، المستوى ${level}: ${title}`,
    description: (level: number, title: string, duration: string, fee: string) =>
      `Decode، المستوى ${level}، ${title}: ${duration}، ${fee}. ماذا ستتعلّم، وفوائد الدورة، والورش القادمة.`,
  },
  programme: 'Decode',
  immediateBenefits: 'فوائد فورية',
  longTermBenefits: 'فوائد على المدى البعيد',
  workshopsCaption: 'ورش Decode القادمة',
  summaryHeading: (level: number) => `المستوى ${level}`,
  instructorRole: 'المدرّب الرئيسي',
};
