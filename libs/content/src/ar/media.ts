import type { Translated } from '../locale';
import type * as en from '../media';

/** The video players' and the carousel's words in Arabic. */
export const MEDIA_TEXT: Translated<typeof en.MEDIA_TEXT> = {
  playVideo: 'تشغيل الفيديو',
  pauseVideo: 'إيقاف الفيديو مؤقتاً',
  clickToPlay: 'اضغط زر التشغيل للبدء',
  loading: 'جارٍ التحميل...',
  seek: 'الانتقال داخل الفيديو',
  mute: 'كتم الصوت',
  unmute: 'إعادة الصوت',
  enterFullScreen: 'ملء الشاشة',
  exitFullScreen: 'الخروج من ملء الشاشة',
  closeVideo: 'إغلاق الفيديو',
  previousTestimonial: 'الشهادة السابقة',
  nextTestimonial: 'الشهادة التالية',
  testimonialFrom: (name: string) => `شهادة ${name}`,
  testimonialOf: (index: number, count: number) => `الشهادة ${index} من ${count}`,
  testimonialsHeading: 'ماذا يقول المشاركون',
  faqHeading: 'الأسئلة الشائعة',
};
