import { PROVIDER } from './provider';
import type { Translated } from '../locale';
import type * as en from '../trainers';

/** The programme pages a trainer teaches on, named as the Arabic side menu names them; paths as in English. */
export const PROGRAMME_LINKS: Translated<typeof en.PROGRAMME_LINKS> = {
  decode: { label: 'DECODE', path: '/decode' },
  ich: { label: 'أيقظ الإنسان اللامحدود', path: '/ich' },
  tasso: { label: 'الارتداد ما وراء الشخصي', path: '/tasso' },
  familyConstellation: { label: 'الأبراج العائلية', path: '/family-constellation' },
  hiddenColours: { label: 'الألوان الخفية', path: '/Hidden-Colours' },
};

const portrait = (id: string, name: string) => ({
  src: `/images/trainers/${id}.svg`,
  alt: `صورة مرسومة تمثّل ${name}`,
  width: 320,
  height: 320,
});

/** The faculty shown on /Our-Trainers, in Arabic. */
export const TRAINERS: Translated<typeof en.TRAINERS> = [
  {
    id: 'anjali-menon',
    name: 'أنجلي مينون',
    role: 'المؤسِّسة وكبيرة المدرّبين',
    programmes: [PROGRAMME_LINKS.ich, PROGRAMME_LINKS.tasso],
    yearsOfExperience: 12,
    languages: ['الإنجليزية', 'الهندية', 'المالايالامية'],
    bio: 'تدرّس أنجلي المستويات المتقدّمة من «أيقظ الإنسان اللامحدود» ووحدات الارتداد ما وراء الشخصي. تُعرف حصصها بعروض توضيحية متأنّية يعقبها تطبيق وافر تحت الإشراف، فيغادر الطلاب وهم قادرون على إدارة جلسة بأنفسهم.',
    // The founder's portrait is the About page's, as in English.
    portrait: {
      src: '/images/directors/anjali-menon.svg',
      alt: 'صورة مرسومة تمثّل أنجلي مينون',
      width: 320,
      height: 320,
    },
  },
  {
    id: 'samir-haddad',
    name: 'سمير حداد',
    role: 'مدرّب أول في العلاج بالتنويم الإيحائي',
    programmes: [PROGRAMME_LINKS.ich, PROGRAMME_LINKS.decode],
    yearsOfExperience: 15,
    languages: ['الإنجليزية', 'العربية', 'الفرنسية'],
    bio: 'عمل سمير مرشداً مدرسياً قبل أن يتخصّص في القلق وضغط الامتحانات وتغيير العادات. يقود المستويات التأسيسية من «أيقظ الإنسان اللامحدود» ويشارك في تدريس Decode، فيحوّل عمليات العقل الباطن إلى لغة يومية يستطيع الطلاب استخدامها فوراً.',
    portrait: portrait('samir-haddad', 'سمير حداد'),
  },
  {
    id: 'vikram-rao',
    name: 'فيكرام راو',
    role: 'قائد برنامج Decode',
    programmes: [PROGRAMME_LINKS.decode],
    yearsOfExperience: 11,
    languages: ['الإنجليزية', 'الهندية', 'التاميلية'],
    bio: 'جاء فيكرام إلى هذا المجال بعد اثني عشر عاماً في تطوير القيادات داخل الشركات. بنى مستويات Decode الأربعة حول مواقف حقيقية من الحياة المهنية والأسرية، ويقدّم نسخ البرنامج المخصّصة للشركات لفرق العمل في أنحاء الإمارات.',
    portrait: portrait('vikram-rao', 'فيكرام راو'),
  },
  {
    id: 'layla-farouk',
    name: 'ليلى فاروق',
    role: 'مدرّبة العلاج بالارتداد',
    programmes: [PROGRAMME_LINKS.tasso, PROGRAMME_LINKS.ich],
    yearsOfExperience: 14,
    languages: ['الإنجليزية', 'العربية'],
    bio: 'ليلى معالجة معتمدة بالارتداد، ولها خلفية في التمريض. تدرّس وحدات TASSO في الارتداد الآمن والوعي الجسدي والدمج، وتشرف على جلسات التطبيق التي يُتمّها الطلاب قبل حصولهم على الشهادة.',
    portrait: portrait('layla-farouk', 'ليلى فاروق'),
  },
  {
    id: 'elena-novak',
    name: 'إيلينا نوفاك',
    role: 'ميسّرة الأبراج العائلية',
    programmes: [PROGRAMME_LINKS.familyConstellation],
    yearsOfExperience: 12,
    languages: ['الإنجليزية', 'التشيكية', 'الألمانية'],
    bio: 'تدرّبت إيلينا على الأبراج النظامية في براغ وميونخ، وأدارت ورش عمل جماعية في أربع قارات. تحتضن كل برج بهدوء واحترام، وتساعد المشاركين على رؤية الأنماط العائلية بوضوح ومن دون لوم.',
    portrait: portrait('elena-novak', 'إيلينا نوفاك'),
  },
  {
    id: 'sofia-marques',
    name: 'صوفيا ماركيز',
    role: 'ميسّرة الطفل الداخلي والفنون التعبيرية',
    programmes: [PROGRAMME_LINKS.hiddenColours, PROGRAMME_LINKS.familyConstellation],
    yearsOfExperience: 9,
    languages: ['الإنجليزية', 'البرتغالية', 'الإسبانية'],
    bio: 'تجمع صوفيا بين العلاج بالفن والتخيّل الموجَّه والعمل مع الطفل الداخلي. ابتكرت ورشة «الألوان الخفية» وتشارك في تيسير أيام الأبراج العائلية، فتضفي اللون والحركة واللعب على الجوانب الأهدأ من رحلة الشفاء.',
    portrait: portrait('sofia-marques', 'صوفيا ماركيز'),
  },
];

/** The Our Trainers page's own words around the trainer cards, in Arabic. */
export const TRAINERS_PAGE: Translated<typeof en.TRAINERS_PAGE> = {
  meta: {
    title: 'مدرّبونا',
    description: `تعرّف على مدرّبي ${PROVIDER.name}: خبراتهم، واللغات التي يتحدثونها، وبرامج Decode والتنويم الإيحائي والارتداد والأبراج التي يقدّمونها.`,
  },
  title: 'مدرّبونا',
  intro:
    'يقدّم كل برنامج ممارسون ما زالوا يستقبلون العملاء. ويجمع مدرّبونا عقوداً من الخبرة في التنويم الإيحائي والعلاج بالارتداد والعمل المنظومي والفنون التعبيرية، ويدرّبون ضمن مجموعات صغيرة ليحظى كل متدرّب بملاحظات شخصية.',
  card: {
    experience: 'الخبرة',
    years: (years: number) => (years <= 10 ? `${years} سنوات` : `${years} سنة`),
    languages: 'اللغات',
    teaches: 'يدرّس',
  },
  choosing: {
    label: 'اختيار التدريب المناسب',
    heading: 'لا تعرف من أين تبدأ؟',
    text: 'أخبرنا بما تودّ تعلّمه، وسيقترح عليك مدرّبونا البرنامج والمستوى الأنسب لك.',
    contact: 'تواصل معنا',
  },
};
