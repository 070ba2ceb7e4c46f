import * as en from '../calendar-events';
import type { Translated } from '../locale';

/*
 * The calendar page's own words in Arabic. The seeded events (CALENDAR_EVENTS: names, places, levels,
 * participants) are business data staff edit in the database, and get no twin here.
 */

/** The words of the event calendar page (/ar/practitioner) around its rows. */
export const EVENT_CALENDAR_PAGE: Translated<typeof en.EVENT_CALENDAR_PAGE> = {
  title: 'تقويم الفعاليات',
  intro:
    'أيام تطبيقية للممارسين وورش عمل ولقاءات مفتوحة في أنحاء الإمارات وعبر الإنترنت. لا يتجاوز عدد المشاركين في أي فعالية عشرة أشخاص، ليحظى كل مشارك باهتمام المدرّب الكامل وهو يتدرّب. اختر فعالية لتتعرّف على برنامجها، أو سجّل مباشرة من التقويم.',
  checkingSeats: 'جارٍ التحقق من المقاعد المتبقية…',
  seatsUnavailable:
    'تعذّر علينا التحقق من المقاعد المتبقية الآن، لذا نعرض الجدول المنشور. يُرجى إعادة تحميل الصفحة للمحاولة مرة أخرى.',
  scrollHint: 'مرّر الجدول أفقياً لرؤية جميع الأعمدة.',
  noFee: 'بلا رسوم',
  fullyBooked: 'مكتملة الحجز',
  filtersLabel: 'تصفية الفعاليات',
  anyProgramme: 'جميع البرامج',
  anyMonth: 'أي شهر',
  anyCity: 'أي مدينة',
  noUpcoming: 'لا توجد فعالية قادمة تطابق هذه الخيارات. جرّب شهراً آخر أو مدينة أخرى، أو راسلنا.',
  pastEvents: 'الفعاليات السابقة',
  upcomingName: 'تقويم الفعاليات',
  subscribe: 'اشترك في هذا التقويم',
  subscribeHint:
    'أضف الرابط إلى تقويم جوجل أو أوتلوك أو تقويم آبل (بوصفه تقويماً من رابط إلكتروني)، فتظهر فيه المواعيد الجديدة فور نشرها.',
  feedPath: en.EVENT_CALENDAR_PAGE.feedPath,
};

/** What the Action column says for each availability; only OPEN offers a button. */
export const AVAILABILITY_LABEL: Translated<typeof en.AVAILABILITY_LABEL> = {
  OPEN: 'سجّل الآن',
  FULL: EVENT_CALENDAR_PAGE.fullyBooked,
  CLOSED: 'التسجيل مغلق',
  OPEN_ENTRY: 'دخول مفتوح',
};

/** 'بقي مقعد واحد', 'بقي مقعدان', 'بقيت 3 مقاعد', 'بقي 12 مقعداً': with the Arabic number agreement. */
export const seatsLeftLabel: Translated<typeof en.seatsLeftLabel> = (seatsLeft: number) => {
  if (seatsLeft === 1) return 'بقي مقعد واحد';
  if (seatsLeft === 2) return 'بقي مقعدان';
  if (seatsLeft >= 3 && seatsLeft <= 10) return `بقيت ${seatsLeft} مقاعد`;
  return `بقي ${seatsLeft} مقعداً`;
};

const MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
const WEEKDAYS = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];

/**
 * An ISO date as the Arabic site prints it ('السبت، 9 أغسطس 2025'), computed in UTC without Intl as the
 * English formatEventDate, so the prerendered HTML and the browser agree.
 */
export const formatEventDate: Translated<typeof en.formatEventDate> = (isoDate: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  return `${WEEKDAYS[weekday]}، ${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
};

/** An event's day, or its first and last days: 'من السبت، 9 أغسطس 2025 إلى الأحد، 10 أغسطس 2025'. */
export const formatEventDays: Translated<typeof en.formatEventDays> = (event: {
  date: string;
  endDate?: string | null;
}) => {
  const first = formatEventDate(event.date);
  return event.endDate ? `من ${first} إلى ${formatEventDate(event.endDate)}` : first;
};
