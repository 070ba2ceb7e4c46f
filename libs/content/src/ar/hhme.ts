import {
  type CatalogueSeedEntry,
  type CataloguedProgramme,
  type LevelTerms,
  CATALOGUE_SEED,
} from '../catalogue';
import * as en from '../hhme';
import type { Translated } from '../locale';
import { PROVIDER } from './provider';
import { formatFee } from './fees';
import { durationLabel as durationText } from './catalogue';

/** The HHME 2025 partner-event page in Arabic (SPEC.md 2.13), block by block in page order. */

/** The end of a span of days, after 'إلى': 'يومين', '8 أيام'. */
const durationAfterTo = (days: number): string => (days === 2 ? 'يومين' : durationText(days));

export const HHME_EVENT: Translated<typeof en.HHME_EVENT> = {
  name: 'HHME 2025',
  partnerRole: 'الشريك الرئيسي',
  date: '9 أكتوبر 2025',
  shortDate: '9 أكتوبر 2025',
  isoDate: en.HHME_EVENT.isoDate,
  hours: '9:00 صباحاً - 6:00 مساءً',
  venue: 'جراند ميركيور دبي',
};

export const HHME_HERO: Translated<typeof en.HHME_HERO> = {
  eyebrow: `${PROVIDER.name} هي ${HHME_EVENT.partnerRole} لمعرض`,
  title: HHME_EVENT.name,
  tagline: 'يوم للصحة الشمولية والحياة الواعية والشفاء العملي في قلب دبي.',
  participationLabel: 'استكشف طرق المشاركة',
};

export const HHME_INTRO: Translated<typeof en.HHME_INTRO> = {
  heading: 'الصحة الشمولية تحت سقف واحد',
  paragraphs: [
    'يجمع HHME 2025 المعالجين وممارسي العافية والتربويين والزوار الشغوفين بالمعرفة في يوم كامل من المحاضرات والعروض الحيّة والحوارات حول صحة العقل والجسد. وبصفتنا الشريك الرئيسي، نستضيف برنامج المسرح الرئيسي ومنطقة تطبيق مفتوحة يمكنك فيها أن تجرّب بنفسك جلسات موجَّهة قصيرة.',
    'تعال للقاء مدرّبينا، واسألهم عن المسار الذي يناسبك، وجرّب التقنيات التي نعلّمها: من الاسترخاء والتنويم الذاتي إلى الارتداد والعمل بالأبراج. ويضم كتيّب برنامجنا جميع جلسات اليوم والتدريبات التي نقدّمها.',
  ],
  pdfLabel: 'تنزيل ملف PDF',
  pdfName: (event: string) => `برنامج ${event}`,
  pdf: { href: en.HHME_INTRO.pdf.href, sizeLabel: 'PDF، صفحتان' },
};

export const HHME_VISION_MISSION: Translated<typeof en.HHME_VISION_MISSION> = {
  heading: 'رؤيتنا ورسالتنا في HHME',
  vision:
    'نتطلّع إلى منطقة تصبح فيها العناية بالعقل أمراً طبيعياً كالعناية بالجسد، ويجد فيها كل إنسان تدريباً ودعماً جديرَين بالثقة لرحلته الداخلية.',
  mission:
    'في HHME نفتح هذا الباب: عروض مجانية للزوار، وإجابات صريحة عمّا يستطيع العلاج تقديمه وما لا يستطيعه، ومسار واضح لمن يرغب في التدرّب ليصبح ممارساً.',
  programmesLabel: 'اكتشف برامجنا',
  programmesPath: en.HHME_VISION_MISSION.programmesPath,
};

export const HHME_TEAM: Translated<typeof en.HHME_TEAM> = {
  heading: 'أصحاب الرؤية وراء جناحنا',
  intro: 'يقود مديرونا الثلاثة الجناح وبرنامج المسرح الرئيسي مع مدرّبينا. تجدهم بين الجلسات لحوار شخصي.',
};

/**
 * A programme's duration and fee in Arabic as a card quotes its levels: one figure when every level has
 * the same ('5 أيام لكل وحدة'), the span otherwise ('من 2 إلى 8 أيام لكل مستوى'). `each` names a level
 * ('مستوى', 'وحدة'); a programme of one level needs none.
 */
export const quotedTerms: Translated<typeof en.quotedTerms> = (levels, each) => {
  const per = levels.length > 1 && each ? ` لكل ${each}` : '';
  const days = levels.map((level) => level.durationDays);
  const fees = [...levels.map((level: LevelTerms) => level.fee)].sort((a, b) => a.amount - b.amount);
  const [least, most] = [Math.min(...days), Math.max(...days)];
  const [cheapest, dearest] = [fees[0], fees[fees.length - 1]];
  return {
    duration:
      least === most ? `${durationText(least)}${per}` : `من ${least} إلى ${durationAfterTo(most)}${per}`,
    fee:
      cheapest.amount === dearest.amount
        ? `${formatFee(cheapest)}${per}`
        : `من ${formatFee(cheapest)} إلى ${formatFee(dearest)}${per}`,
  };
};

/** The four signature programmes in Arabic, quoting the levels of `catalogue` as the English ones do. */
export const hhmeProgrammes: Translated<typeof en.hhmeProgrammes> = (
  catalogue: readonly CatalogueSeedEntry[],
) => {
  const seeded = (programme: CataloguedProgramme) => {
    const live = catalogue.filter((level) => level.programme === programme);
    return live.length > 0 ? live : CATALOGUE_SEED.filter((level) => level.programme === programme);
  };
  return [
    {
      id: 'level-trainings',
      name: 'تدريبات المستويات 1-6',
      programme: 'AWAKEN',
      ...quotedTerms(seeded('AWAKEN'), 'مستوى'),
      summary:
        'مستويات «أيقظ الإنسان اللامحدود» في العلاج السريري بالتنويم الإيحائي، تُدرَّس ضمن مجموعات صغيرة مع تطبيق تحت الإشراف.',
    },
    {
      id: 'tasso',
      name: 'TASSO للعلاج بالارتداد',
      programme: 'TASSO',
      ...quotedTerms(seeded('TASSO'), 'وحدة'),
      summary:
        'الارتداد ما وراء الشخصي للممارسين: ارتداد آمن إلى مراحل العمر السابقة وإلى الحيوات السابقة، مع دمج متأنٍّ للتجربة.',
    },
    {
      id: 'inner-child',
      name: 'شفاء الطفل الداخلي',
      programme: 'HIDDEN_COLOURS',
      ...quotedTerms(seeded('HIDDEN_COLOURS')),
      summary:
        'ورشتنا «الألوان الخفية»: التقِ الطفل الذي كنتَه وطمئنه، وتحرّر من المعتقدات المبكرة التي لا تزال تشكّل اختياراتك في الكِبَر.',
    },
    {
      id: 'systemic-constellations',
      name: 'الأبراج النظامية',
      programme: 'FAMILY_CONSTELLATION',
      ...quotedTerms(seeded('FAMILY_CONSTELLATION')),
      summary: 'ورشتنا «الأبراج العائلية»: اكتشف النظام الخفي في المنظومة العائلية وجِد مكانك فيها.',
    },
  ];
};

/** The signature programmes as the build knows them (the seeded catalogue), in Arabic. */
export const HHME_PROGRAMMES: Translated<typeof en.HHME_PROGRAMMES> = hhmeProgrammes(CATALOGUE_SEED);

const accreditation = (id: string, name: string): Translated<en.HhmeAccreditation> => ({
  id,
  name,
  badge: { src: `/images/hhme/accreditation-${id}.svg`, width: 160, height: 160 },
});

/** The bodies whose standards the four programmes follow, named as the Arabic About page names them. */
export const HHME_ACCREDITATIONS: Translated<typeof en.HHME_ACCREDITATIONS> = [
  accreditation('ibth', 'المجلس الدولي للعلاج بالتنويم الإيحائي ما وراء الشخصي'),
  accreditation('gart', 'التحالف العالمي لمعالجي الارتداد'),
  accreditation('wcsc', 'المجلس العالمي للأبراج النظامية'),
  accreditation('ehhn', 'شبكة الإمارات للصحة الشمولية'),
];

/** Our sessions on the day in Arabic, as the stand team announces them. */
export const HHME_DAY_SCHEDULE: Translated<typeof en.HHME_DAY_SCHEDULE> = [
  {
    time: '9:00 صباحاً',
    title: 'فتح الأبواب: التقِ بنا في جناحنا بقاعة المدخل الرئيسي',
    host: 'فريق الجناح',
  },
  { time: '10:00 صباحاً', title: 'المسرح الرئيسي: العقل الواعي في ميدان العمل', host: 'أنجلي مينون' },
  {
    time: '11:30 صباحاً',
    title: 'منطقة التطبيق المفتوحة: استرخاء موجَّه وتنويم ذاتي، 20 دقيقة، كل ساعة حتى 4:30 مساءً',
    host: 'سمير حداد',
  },
  {
    time: '1:00 مساءً',
    title: 'المسرح الرئيسي: أنماط عائلية نرثها، عرض حيّ لجلسة أبراج عائلية',
    host: 'كلير ويتفيلد',
  },
  { time: '2:30 مساءً', title: 'حلقة نقاش: كيف تختار مسارك التدريبي', host: 'طارق الهاشمي والمدرّبون' },
  { time: '4:00 مساءً', title: 'المسرح الرئيسي: العلاج بالارتداد بين الخرافات والحقائق', host: 'ليلى فاروق' },
  { time: '5:30 مساءً', title: 'تأمّل ختامي', host: 'أنجلي مينون' },
];

/** What the page says in Arabic once the expo has taken place. */
export const HHME_PAST: Translated<typeof en.HHME_PAST> = {
  badge: 'أُقيمت هذه الفعالية',
  heroNote: `أُقيم معرض ${HHME_EVENT.name} يوم ${HHME_EVENT.date} في ${HHME_EVENT.venue}. شكراً لكل من زار جناحنا وشارك في الجلسات.`,
  meetUs:
    'لقد أُقيم المعرض، فلم يعد هناك ما يمكن التسجيل فيه. ويسعد مدرّبونا بلقائك في ورش العمل والتدريبات على مدار العام، وتجد المواعيد القادمة في تقويم الفعاليات.',
  calendarLabel: 'اطّلع على تقويم الفعاليات',
  calendarPath: en.HHME_PAST.calendarPath,
};

export const HHME_MEET_US: Translated<typeof en.HHME_MEET_US> = {
  heading: 'أين تلتقي بنا',
  text: 'زُر جناحنا في قاعة المدخل الرئيسي. الدخول إلى المعرض مجاني؛ سجّل اهتمامك وسنرسل إليك مخطط المعرض وجدول المسرح قبل الفعالية بأسبوع.',
  registerLabel: 'سجّل اهتمامك',
  registerSubject: 'HHME 2025: تسجيل الاهتمام',
};
