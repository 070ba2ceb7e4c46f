import { PROVIDER } from './provider';
import type { Translated } from '../locale';
import type * as en from '../about';

/** The About page's statements in Arabic (SPEC.md 2.5). */
export const VISION: Translated<typeof en.VISION> =
  'عالمٌ يعرف فيه كل إنسان كيف يُصغي إلى عقله، ويشفي ما يعيقه، ويعيش بوعي: بصفاءٍ ورحمةٍ وإدراكٍ لإمكاناته اللامحدودة.';

export const MISSION: Translated<typeof en.MISSION> =
  'أن نُعِدّ ممارسين أكفاء يحملون الرعاية في قلوبهم، وأفراداً أكثر وعياً بذواتهم، من خلال برامج عملية وأخلاقية قائمة على التجربة في العلاج بالتنويم الإيحائي والعلاج بالارتداد والشفاء الشمولي، وأن نجعل هذا العمل في متناول الأسر والمدارس وأماكن العمل والمجتمعات في أنحاء الإمارات وخارجها.';

/** The three roles of 'Meet Our Directors' in Arabic, in the English order (each is one director's). */
export const DIRECTOR_ROLES: Translated<typeof en.DIRECTOR_ROLES> = [
  'المديرة المؤسِّسة والرئيسة التنفيذية',
  'رئيس الأعمال الاستراتيجية',
  'مديرة',
];

const portrait = (id: string, name: string): Translated<en.SizedImage> => ({
  src: `/images/directors/${id}.svg`,
  alt: `صورة مرسومة تمثّل ${name}`,
  width: 320,
  height: 320,
});

export const DIRECTORS: Translated<typeof en.DIRECTORS> = [
  {
    id: 'anjali-menon',
    name: 'أنجلي مينون',
    role: DIRECTOR_ROLES[0],
    bio: 'تمتلك أنجلي اثني عشر عاماً من الخبرة معالجةً سريريةً بالتنويم الإيحائي ومعالجةً بالارتداد في دبي ومومباي، أمضت آخرها في تأسيس الأكاديمية وتنميتها. صمّمت مسار «أيقظ الإنسان اللامحدود» وما زالت تقود مستوياته المتقدّمة، وتتولّى توجيه كل مدرّب ينضم إلى فريق التدريس.',
    portrait: portrait('anjali-menon', 'أنجلي مينون'),
  },
  {
    id: 'tariq-al-hashimi',
    name: 'طارق الهاشمي',
    role: DIRECTOR_ROLES[1],
    bio: 'أمضى طارق خمسة عشر عاماً في بناء برامج تعليمية لمجموعات الرعاية الصحية والضيافة في الخليج قبل انضمامه إلى الأكاديمية. يرسم شراكاتها مع الشركات والمدارس والفعاليات مثل HHME، ويحرص على أن يسير كل تدريب بسلاسة، من أول استفسار حتى الشهادة النهائية.',
    portrait: portrait('tariq-al-hashimi', 'طارق الهاشمي'),
  },
  {
    id: 'claire-whitfield',
    name: 'كلير ويتفيلد',
    role: DIRECTOR_ROLES[2],
    bio: 'كلير معالجة نفسية في المنهج ما وراء الشخصي وميسّرة للأبراج العائلية، تلقّت تدريبها في لندن وأمستردام. وبصفتها مديرة، تشرف على جودة المناهج والإشراف المهني والأخلاقيات، وترأس اللجنة التي تقيّم المرشحين لنيل صفة الممارس.',
    portrait: portrait('claire-whitfield', 'كلير ويتفيلد'),
  },
];

const affiliation = (id: string, name: string): Translated<en.Affiliation> => ({
  id,
  name,
  logo: { src: `/images/affiliations/${id}.svg`, alt: name, width: 240, height: 120 },
});

/** The professional bodies in Arabic, in the English order; each logo's text is the body's Arabic name. */
export const AFFILIATIONS: Translated<typeof en.AFFILIATIONS> = [
  affiliation('gart', 'التحالف العالمي لمعالجي الارتداد'),
  affiliation('ibth', 'المجلس الدولي للعلاج بالتنويم الإيحائي ما وراء الشخصي'),
  affiliation('ehhn', 'شبكة الإمارات للصحة الشمولية'),
  affiliation('wcsc', 'المجلس العالمي للأبراج النظامية'),
  affiliation('aihp', 'رابطة ممارسي الشفاء التكاملي'),
  affiliation('cef', 'اتحاد التعليم من أجل الوعي'),
];

/** The About page's own words around its content, in Arabic. */
export const ABOUT_PAGE: Translated<typeof en.ABOUT_PAGE> = {
  meta: {
    title: 'من نحن',
    description: `رؤية ${PROVIDER.name} ورسالتها، ومديروها، وعيادات خرّيجيها في أنحاء الإمارات، والهيئات المهنية التي تنتمي إليها.`,
  },
  title: `عن ${PROVIDER.name}`,
  intro:
    'ندرّب في مجالات الوعي والتنويم الإيحائي والعلاج بالارتداد والشفاء الشمولي، من خلال تدريبات مهنية متعددة المستويات وورش عمل تطبيقية. ويدير خرّيجونا عيادات في أنحاء دولة الإمارات العربية المتحدة، ويدعمون عملاءهم حضورياً وعبر الإنترنت.',
  vision: 'رؤيتنا',
  mission: 'رسالتنا',
  directors: 'تعرّف على مديرينا',
  team: {
    title: 'تعرّف على فريقنا في الإمارات',
    lead: 'خرّيجون معتمدون من تدريباتنا يديرون عياداتهم الخاصة في أنحاء الإمارات. تواصل معهم مباشرة لحجز جلسة.',
  },
  affiliations: {
    title: 'عضوياتنا',
    lead: 'نحن أعضاء في هيئات مهنية تضع معايير التدريب والأخلاقيات والإشراف في مجالنا.',
  },
};
