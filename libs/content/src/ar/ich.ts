import { seedTerms } from '../catalogue';
import type { Fee } from '../fees';
import * as en from '../ich';
import type { Translated } from '../locale';
import { LEVEL_VIDEO_LENGTH } from './videos';

/** A number of days as Arabic counts them (يوم واحد، يومان، 5 أيام، 11 يوماً), Western digits. */
const days = (count: number) =>
  count === 1 ? 'يوم واحد' : count === 2 ? 'يومان' : count <= 10 ? `${count} أيام` : `${count} يوماً`;

/** Currencies by their Arabic names; the catalogue quotes dirhams. */
const CURRENCY: Readonly<Record<string, string>> = { AED: 'درهم', USD: 'دولار أمريكي', EUR: 'يورو' };

/** '1,872 درهم': a fee as an Arabic card shows it (formatFee's grouping, the currency's Arabic name after). */
const fee = ({ currency, amount }: Fee) =>
  `${String(amount).replace(/\B(?=(\d{3})+$)/g, ',')} ${CURRENCY[currency] ?? currency}`;

/** An Awaken level's seeded terms (catalogue.ts) as its card and its page show them. */
const terms = (level: en.IchLevelNumber) => {
  const seeded = seedTerms('AWAKEN', level);
  return { duration: days(seeded.durationDays), fee: fee(seeded.fee) };
};

export const ICH_PROGRAMME_NAME: Translated<typeof en.ICH_PROGRAMME_NAME> = 'أيقظ الإنسان اللامحدود';

/** The founder-director, who designed the programme and facilitates every level. */
export const ICH_FACILITATOR: Translated<typeof en.ICH_FACILITATOR> = {
  name: 'أنجالي مينون',
  qualification: 'ماجستير في علم النفس السريري',
  certification:
    'معالجة سريرية معتمدة بالتنويم الإيحائي، ومعالجة معتمدة بالارتداد، ومدرّبة معتمدة للعلاج بالتنويم الإيحائي',
  experience: 'خبرة 12 عاماً',
  photo: en.ICH_FACILITATOR.photo,
};

/** The six course cards of /ich, with the same duration and fee as each level's page. */
export const ICH_LEVEL_CARDS: Translated<typeof en.ICH_LEVEL_CARDS> = [
  {
    id: 1,
    title: 'أسس الوعي',
    subtitle: 'تعرّف على عقلك الباطن',
    tag: 'المستوى 1',
    points: [
      'كيف يعمل العقل الواعي والعقل الباطن معاً',
      'التنويم الإيحائي الذاتي والاسترخاء العميق لاستخدامك اليومي',
      'لغة الإيحاء وكيف تشكّل المعتقدات',
    ],
    duration: terms(1).duration,
    skill: 'مبتدئ',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[0].video,
    overlayText: 'لمحة عن المستوى 1',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(1).fee,
  },
  {
    id: 2,
    title: 'ممارس العلاج السريري بالتنويم الإيحائي',
    subtitle: 'أرشد الآخرين إلى حالة الغشية بأمان',
    tag: 'المستوى 2',
    points: [
      'استقبال منظّم للعميل، ثم الاستحثاث والتعميق',
      'الإيحاء العلاجي للتوتر والنوم والعادات',
      'جلسات تطبيقية تحت الإشراف مع ملاحظات حقيقية',
    ],
    duration: terms(2).duration,
    skill: 'من المبتدئ إلى المتوسط',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[1].video,
    overlayText: 'لمحة عن المستوى 2',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(2).fee,
  },
  {
    id: 3,
    title: 'العلاج بالارتداد وشفاء الطفل الداخلي',
    subtitle: 'داوِ الماضي من حيث بدأ',
    tag: 'المستوى 3',
    points: [
      'الارتداد العمري إلى جذر مشكلة تعيشها اليوم',
      'الحوار مع الطفل الداخلي وتقنيات إعادة الرعاية الوالدية',
      'التعامل الآمن مع التفريغ العاطفي القوي',
    ],
    duration: terms(3).duration,
    skill: 'متوسط',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[2].video,
    overlayText: 'لمحة عن المستوى 3',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(3).fee,
  },
  {
    id: 4,
    title: 'التنويم الإيحائي المتقدّم والعمل مع الأجزاء',
    subtitle: 'احلل الصراع الداخلي من منبعه',
    tag: 'المستوى 4',
    points: [
      'علاج الأجزاء للعادات والرغبات الملحّة وتخريب الذات',
      'التعامل مع القلق والرهاب والحزن',
      'بناء خطة علاجية متكاملة من عدة جلسات',
    ],
    duration: terms(4).duration,
    skill: 'متقدّم',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[3].video,
    overlayText: 'لمحة عن المستوى 4',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(4).fee,
  },
  {
    id: 5,
    title: 'إتقان الشفاء ما وراء الشخصي',
    subtitle: 'تجاوز حدود قصتك الشخصية',
    tag: 'المستوى 5',
    points: [
      'الارتداد إلى الحيوات السابقة والارتداد ما وراء الشخصي',
      'الوعي بالطاقة والعمل مع الانبثاق الروحي',
      'دمج البصيرة في الحياة اليومية والممارسة',
    ],
    duration: terms(5).duration,
    skill: 'متقدّم',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[4].video,
    overlayText: 'لمحة عن المستوى 5',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(5).fee,
  },
  {
    id: 6,
    title: 'الولادة من جديد',
    subtitle: 'ستة أيام تولد فيها من جديد إلى ذاتك اللامحدودة',
    tag: 'المستوى 6',
    points: [
      'تنفّس إعادة الولادة والارتداد إلى ما قبل الولادة',
      'التحرّر من بصمات الولادة والسنوات الأولى',
      'الانطلاق في الحياة والممارسة كبداية جديدة',
    ],
    duration: terms(6).duration,
    skill: 'جميع المستويات',
    buttonText: 'سجّل الآن',
    video: en.ICH_LEVEL_CARDS[5].video,
    overlayText: 'لمحة عن المستوى 6',
    overlaySubtext: LEVEL_VIDEO_LENGTH,
    fee: terms(6).fee,
  },
];
