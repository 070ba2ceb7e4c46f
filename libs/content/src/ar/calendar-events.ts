import * as en from '../calendar-events';
import type { Translated } from '../locale';
import { formatFee } from './fees';

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

/** An event's kind in Arabic. */
export const EVENT_TYPE_LABEL: Translated<typeof en.EVENT_TYPE_LABEL> = {
  Workshop: 'ورشة عمل',
  Training: 'تدريب',
  Talk: 'محاضرة',
  Expo: 'معرض',
};

/** The kind of an event in Arabic; a kind it does not know as stored. */
export const eventTypeText: Translated<typeof en.eventTypeText> = (type: string) =>
  Object.hasOwn(EVENT_TYPE_LABEL, type) ? EVENT_TYPE_LABEL[type as en.CalendarEventType] : type;

/**
 * An event's time as staff typed it ('10:00 AM - 5:00 PM'), in Arabic: '10:00 صباحاً - 5:00 مساءً', the
 * digits kept Western; 'to' between two times becomes 'إلى', and UAE time بتوقيت الإمارات.
 */
export const eventTimeText: Translated<typeof en.eventTimeText> = (time: string) =>
  time
    .replace(/\b(a|p)\.?\s?m\.?(?![a-z])/gi, (_match, half: string) =>
      half.toLowerCase() === 'a' ? 'صباحاً' : 'مساءً',
    )
    .replace(/\s+to\s+/gi, ' إلى ')
    .replace(/\(?\b(?:UAE|Gulf Standard|Dubai) time\)?|\bGST\b/gi, (match) =>
      match.startsWith('(') ? '(بتوقيت الإمارات)' : 'بتوقيت الإمارات',
    );

/** The places of the UAE the calendar's events are held in, in Arabic, by their English name (lower case). */
const PLACES: Readonly<Record<string, string>> = {
  dubai: 'دبي',
  'abu dhabi': 'أبوظبي',
  sharjah: 'الشارقة',
  'al ain': 'العين',
  'ras al khaimah': 'رأس الخيمة',
  ajman: 'عجمان',
  fujairah: 'الفجيرة',
  'umm al quwain': 'أم القيوين',
  'al barsha': 'البرشا',
  'al reem island': 'جزيرة الريم',
  'reem island': 'جزيرة الريم',
  'business bay': 'الخليج التجاري',
  'jumeirah lakes towers': 'أبراج بحيرات جميرا',
  'jumeirah lake towers': 'أبراج بحيرات جميرا',
  jlt: 'أبراج بحيرات جميرا',
  jumeirah: 'جميرا',
  'khalifa city': 'مدينة خليفة',
  'al majaz': 'المجاز',
  'al hamra': 'الحمرا',
  'al jimi': 'الجيمي',
  'al nuaimiya': 'النعيمية',
  'al nakheel': 'النخيل',
  'dubai silicon oasis': 'واحة دبي للسيليكون',
  'dibba road': 'طريق دبا',
  'downtown dubai': 'وسط مدينة دبي',
  'dubai marina': 'دبي مارينا',
  'dubai healthcare city': 'مدينة دبي الطبية',
  deira: 'ديرة',
  'bur dubai': 'بر دبي',
  'al quoz': 'القوز',
  'al karama': 'الكرامة',
  'al qusais': 'القصيص',
  'al nahda': 'النهدة',
  'al khan': 'الخان',
  mussafah: 'مصفح',
  'yas island': 'جزيرة ياس',
  'saadiyat island': 'جزيرة السعديات',
  'grand mercure dubai': 'جراند ميركيور دبي',
  online: 'عبر الإنترنت',
  zoom: 'زووم',
  'google meet': 'جوجل ميت',
  'microsoft teams': 'مايكروسوفت تيمز',
  uae: 'الإمارات',
};

/** One part of a place ('Al Barsha', 'Online (Zoom)') in Arabic, or as typed when it is not known. */
function placePart(part: string): string {
  const known = PLACES[part.trim().replace(/\s+/g, ' ').toLowerCase()];
  if (known) return known;
  const aside = /^(.*?)\s*\((.*)\)$/.exec(part);
  if (aside && PLACES[aside[1].trim().toLowerCase()])
    return `${placePart(aside[1])} (${placePart(aside[2])})`;
  return part;
}

/**
 * An event's place as staff typed it ('Dubai, Al Barsha', 'Dubai - Al Barsha', 'Online (Zoom)') in
 * Arabic, part by part ('دبي، البرشا'): a part it does not know (a venue's name) stays as typed.
 */
export const placeName: Translated<typeof en.placeName> = (location: string) =>
  location
    .split(/(\s*,\s*|\s+[-–—]\s+)/)
    .map((part, index) => (index % 2 === 1 ? (part.includes(',') ? '، ' : ' - ') : placePart(part)))
    .join('');

const LATIN = /[A-Za-z]/;
const ARABIC = /[\u0600-\u06FF]/;

/** 'en' for a text staff typed in Latin script (no Arabic letter in it), for the lang of its element. */
export const dataLang: Translated<typeof en.dataLang> = (text: string) =>
  LATIN.test(text) && !ARABIC.test(text) ? 'en' : undefined;

/**
 * A text staff typed cut between its parts ('Conscious Living Studio', '، ', 'أبراج بحيرات جميرا'), so
 * that each Latin part can be marked as English; the separators are parts of their own.
 */
export const dataParts: Translated<typeof en.dataParts> = (text: string) =>
  text.split(/(\s*[,،·|]\s*|\s+[-–—]\s+)/).filter((part) => part !== '');

/** An event's fee as the calendar API states it ('AED 1,200', 'Free'), in Arabic: '1,200 درهم', مجاناً. */
export const eventPriceText: Translated<typeof en.eventPriceText> = (price: string) => {
  if (/^free$/i.test(price.trim())) return 'مجاناً';
  const fee = /^([A-Z]{3})\s*([\d,]+(?:\.\d+)?)$/.exec(price.trim());
  return fee ? formatFee({ currency: fee[1], amount: Number(fee[2].replaceAll(',', '')) }) : price;
};
