import { seedTerms } from '../catalogue';
import type { Translated } from '../locale';
import type { ProgrammeCard } from '../programme-page';
import type * as en from '../tasso';
import { VIDEOS } from '../videos';
import { formatFee } from './fees';

/** 'يوم واحد', 'يومان', '5 أيام', '12 يوماً': a duration as an Arabic card prints it (Western digits). */
const durationLabel = (days: number): string =>
  days === 1 ? 'يوم واحد' : days === 2 ? 'يومان' : days <= 10 ? `${days} أيام` : `${days} يوماً`;

/** A module's seeded duration and all-inclusive fee (catalogue.ts), as its Arabic card shows them. */
const moduleTerms = (id: number) => {
  const { durationDays, fee } = seedTerms('TASSO', id);
  return { duration: durationLabel(durationDays), fee: `${formatFee(fee)} شاملة جميع التكاليف` };
};

export const TASSO_INTRO: Translated<typeof en.TASSO_INTRO> = {
  heading: 'الارتداد ما وراء الشخصي',
  tagline: 'TASSO: تدريب مهني من ست وحدات في العلاج بالارتداد ما وراء الشخصي',
  text: 'يؤهّلك TASSO لمرافقة عملائك في رحلة الارتداد بأمان ووعي بالغاية، من ذكريات الحياة الحالية وصولاً إلى البُعد ما وراء الشخصي. تمتد كل وحدة خمسة أيام وتُبنى على الوحدة التي تسبقها، وتجمع بين الشرح والعروض الحيّة والتطبيق تحت الإشراف ضمن مجموعات صغيرة.',
};

type ModuleText = Pick<Translated<ProgrammeCard>, 'title' | 'subtitle' | 'points' | 'skill' | 'video'>;

const tassoModule = (id: number, card: ModuleText): Translated<ProgrammeCard> => {
  const { duration, fee } = moduleTerms(id);
  return {
    id,
    title: card.title,
    subtitle: card.subtitle,
    tag: `الوحدة ${id}`,
    points: card.points,
    duration,
    skill: card.skill,
    buttonText: 'سجّل الآن',
    video: card.video,
    overlayText: `معاينة الوحدة ${id}`,
    overlaySubtext: '15 دقيقة',
    fee,
  };
};

export const TASSO_MODULES: Translated<typeof en.TASSO_MODULES> = [
  tassoModule(1, {
    title: 'أسس الارتداد ما وراء الشخصي',
    subtitle: 'الخريطة والمنهج والأخلاقيات',
    points: [
      'مبادئ الارتداد وحالات الوعي',
      'الإدخال الآمن في حالة التنويم، والتأريض، وإنهاء الجلسة',
      'الأخلاقيات وموانع الاستخدام والموافقة المستنيرة',
    ],
    skill: 'مبتدئ',
    video: VIDEOS.tassoModule1,
  }),
  tassoModule(2, {
    title: 'الارتداد في الحياة الحالية والطفل الداخلي',
    subtitle: 'شفاء تجارب هذه الحياة',
    points: [
      'الجسور العاطفية والجسدية إلى الذكريات المؤسِّسة',
      'الحوار مع الطفل الداخلي وإعادة الرعاية الوالدية',
      'التعامل مع المشاعر القوية وتحريرها',
    ],
    skill: 'متوسط',
    video: VIDEOS.tassoModule2,
  }),
  tassoModule(3, {
    title: 'الارتداد إلى الحيوات السابقة',
    subtitle: 'قصص تمتد إلى ما وراء هذه الحياة',
    points: [
      'توجيه رحلات الحيوات السابقة بمنهجية وعناية',
      'تجارب الموت والانتقال خلال الجلسة',
      'تفسير ما يظهر من الحيوات السابقة ودمجه',
    ],
    skill: 'متوسط',
    video: VIDEOS.tassoModule3,
  }),
  tassoModule(4, {
    title: 'شفاء إرث الأسلاف والشفاء النظامي',
    subtitle: 'التحرّر مما حُمِل عبر الأجيال',
    points: [
      'التعرّف إلى الصدمات الموروثة والولاءات العائلية',
      'التدخلات النظامية داخل جلسة الارتداد',
      'المصالحة وشفاء الروابط مع الأسلاف',
    ],
    skill: 'متقدّم',
    video: VIDEOS.tassoModule4,
  }),
  tassoModule(5, {
    title: 'الحياة بين الحيوات وغاية الروح',
    subtitle: 'المعنى والغاية والذات الأوسع',
    points: [
      'الغشية العميقة لاستكشاف الوعي الفائق',
      'إرشاد العملاء نحو غاية حياتهم ووجهتها',
      'احتواء التجارب الروحية العميقة',
    ],
    skill: 'متقدّم',
    video: VIDEOS.tassoModule5,
  }),
  tassoModule(6, {
    title: 'الممارسة السريرية والإشراف',
    subtitle: 'من التدريب إلى ممارسة مهنية',
    points: [
      'صياغة الحالة وخطط العلاج متعددة الجلسات',
      'جلسات مع العملاء تحت الإشراف ومراجعة الحالات',
      'تأسيس ممارسة أخلاقية والحفاظ عليها',
    ],
    skill: 'متقدّم',
    video: VIDEOS.tassoModule6,
  }),
];
