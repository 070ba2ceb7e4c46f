import type { Translated } from '../locale';
import type * as en from '../testimonials';
import { VIDEOS, type VideoAsset } from '../videos';

/** A testimonial in Arabic: the same video and still, the speaker's name and role in Arabic. */
const testimonial = (
  id: string,
  video: VideoAsset,
  name: string,
  role: string,
): Translated<en.Testimonial> => ({
  id,
  video,
  thumbnail: video.poster,
  name,
  role,
});

/** 'What People Say' on the home page, in Arabic. */
export const HOME_TESTIMONIALS: Translated<typeof en.HOME_TESTIMONIALS> = [
  testimonial('home-mariam', VIDEOS.testimonialHome, 'مريم', 'معلّمة في مدرسة ثانوية، دبي'),
];

/** The Decode page's testimonials in Arabic, one from a student of each of the four levels. */
export const DECODE_TESTIMONIALS: Translated<typeof en.DECODE_TESTIMONIALS> = [
  testimonial('decode-rohan', VIDEOS.testimonialDecode1, 'روهان', 'مدير عمليات، أبوظبي'),
  testimonial('decode-sara', VIDEOS.testimonialDecode2, 'سارة', 'أمّ لطفلين، الشارقة'),
  testimonial('decode-khalid', VIDEOS.testimonialDecode3, 'خالد', 'أخصائي علاج طبيعي، دبي'),
  testimonial('decode-elena', VIDEOS.testimonialDecode4, 'إيلينا', 'معلّمة يوغا، العين'),
];
