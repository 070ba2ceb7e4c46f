import * as en from '../family-constellation';
import { PHONE_EXAMPLE } from '../forms';
import type { Translated } from '../locale';
import { PROVIDER } from './provider';

/** The Family Constellation page in Arabic (SPEC.md 2.11): hero, About blurb, programme rows, family sessions. */

export const FAMILY_CONSTELLATION_HERO: Translated<typeof en.FAMILY_CONSTELLATION_HERO> = {
  title: 'الأبراج العائلية',
  tagline: 'اكتشف الأنماط الخفية التي تحملها عائلتك، وجِد مكانك الخاص بين أفرادها.',
  videoTitle: 'الأبراج العائلية: مقدّمة تعريفية',
  playLabel: 'تشغيل الفيديو التعريفي بالأبراج العائلية',
};

export const FAMILY_CONSTELLATION_ABOUT: Translated<typeof en.FAMILY_CONSTELLATION_ABOUT> = {
  heading: 'عن الأبراج العائلية',
  paragraphs: [
    'الأبراج العائلية منهج جماعي يُظهر الديناميكيات غير المرئية في المنظومة العائلية. يختار المشارك أشخاصاً من المجموعة ليمثّلوا أفراد عائلته، ويضعهم في أماكن داخل القاعة؛ وكثيراً ما تكشف مشاعر هؤلاء الممثّلين وحركاتهم عن ولاءات وإقصاءات وأعباء انتقلت بصمت من جيل إلى جيل.',
    'بتوجيه من ميسّر متمرّس، يتحرّك البرج نحو ترتيب يستعيد فيه كل فرد مكانه. ويغادر كثير من المشاركين وهم يشعرون بالارتياح، ويرون نزاعاً متكرراً بوضوح أكبر، ويجدون طريقة جديدة في علاقتهم بالوالدين والشريك والأبناء.',
  ],
};

/** Plain answers, in Arabic, to what a newcomer asks before a first workshop. */
export const FAMILY_CONSTELLATION_STEPS: Translated<typeof en.FAMILY_CONSTELLATION_STEPS> = [
  {
    title: 'شارِك سؤالك',
    text: 'تخبر الميسّر، بإيجاز وبسرّية تامة، بما تودّ النظر فيه: نزاع عائلي، أو نمط يتكرر، أو فقدان لا يزال يثقل عليك.',
  },
  {
    title: 'إعداد البرج',
    text: 'تختار ممثّلين عنك وعن أفراد العائلة المعنيين، وتضعهم في القاعة كما يمليه عليك حدسك. لا حاجة إلى التمثيل ولا إلى أي معرفة مسبقة.',
  },
  {
    title: 'راقب الصورة وهي تتغيّر',
    text: 'يصف الممثّلون ما يشعرون به. وخطوةً بخطوة يبحث الميسّر عن ترتيب يحمل الشفاء، ويقترح، بموافقتك، جملاً بسيطة تعبّر عن الاعتراف والتقدير.',
  },
  {
    title: 'خذ التجربة معك',
    text: 'تغادر بصورة داخلية جديدة لعائلتك. ننصحك بأمسية هادئة بعد الورشة، ونقدّم لك محادثة متابعة خلال أسبوعين.',
  },
];

export const FAMILY_CONSTELLATION_EXPECTATIONS: Translated<typeof en.FAMILY_CONSTELLATION_EXPECTATIONS> = [
  'مجموعات صغيرة لا تتجاوز 10 مشاركين، لينال كل برج ما يستحقه من وقت وعناية',
  'يمكنك أن تُعِدّ برجك الخاص أو أن تشارك ممثّلاً في أبراج الآخرين',
  'ما يُقال داخل المجموعة يبقى داخلها',
  'يُفضَّل ارتداء ملابس مريحة، ونوفّر الماء ومرطبات خفيفة',
  'ليست بديلاً عن العلاج الطبي أو النفسي',
];

/** How a workshop's standing reads in Arabic, by its English status. */
const STATUS: Readonly<Record<en.ProgrammeStatus, string>> = {
  Open: 'متاح للتسجيل',
  'Filling fast': 'المقاعد تنفد سريعاً',
  'Fully booked': 'اكتمل العدد',
  Closed: 'مغلق',
};

/** A Programs Details row in Arabic: the English row's data, its status and organiser in Arabic. */
export const programmeRow: Translated<typeof en.programmeRow> = (event) => {
  const row = en.programmeRow(event);
  return {
    id: row.id,
    Event: row.Event,
    Date: row.Date,
    time: row.time,
    Location: row.Location,
    capacity: row.capacity,
    organisedby: PROVIDER.name,
    status: STATUS[row.status],
    enrollable: row.enrollable,
  };
};

/** The family sessions section and its booking modal in Arabic (SPEC.md 2.11). */
export const FAMILY_SESSIONS_TEXT: Translated<typeof en.FAMILY_SESSIONS_TEXT> = {
  title: 'احجز جلسة عائلية',
  lead: 'برج خاص بعائلتك ضمن مجموعة صغيرة. اختر جلسة وفترة زمنية، ويمكن أن يحضر معاً ما يصل إلى أربعة من أفراد العائلة.',
  loading: 'جارٍ تحميل الجلسات العائلية القادمة…',
  failed: 'تعذّر علينا تحميل الجلسات العائلية في الوقت الحالي.',
  empty: 'لا توجد جلسات عائلية مجدولة في الوقت الحالي.',
  contactPrompt: 'راسلنا',
  contactAfter: 'وسنُعلمك فور فتح باب الحجز في الجلسة التالية.',
  bookingHeading: 'احجز جلستك العائلية',
  sessionName: (venue: string) => `جلسة عائلية، ${venue}`,
  membersHint: 'نخصّص مقعداً لكل فرد من أفراد العائلة، بحدّ أقصى أربعة.',
  // The forms' phone hint (forms.ts PHONE_HINT), written here until its Arabic twin is on this branch.
  phoneHint: `مثال: ${PHONE_EXAMPLE}. إذا كان رقمك من خارج الإمارات، فابدأ برمز بلدك.`,
};

/** The words around the Programs Details rows, in Arabic (SPEC.md 2.11). */
export const FAMILY_CONSTELLATION_PROGRAMMES: Translated<typeof en.FAMILY_CONSTELLATION_PROGRAMMES> = {
  upcomingCaption: 'ورش الأبراج العائلية: التاريخ والفعالية والمكان والتسجيل',
  pastCaption: 'ورش الأبراج العائلية السابقة: التاريخ والفعالية والمكان',
  noUpcoming: 'لا توجد ورشة مجدولة حالياً. راسلنا وسنخبرك فور تحديد موعد الورشة التالية.',
};
