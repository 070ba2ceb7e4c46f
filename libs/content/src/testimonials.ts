import { VIDEOS, type VideoAsset } from './videos';

/** A student's video testimonial (SPEC.md 3.6): the video, its still, and who is speaking. */
export interface Testimonial {
  id: string;
  video: VideoAsset;
  /** Shown until the video is played; the video's own poster. */
  thumbnail: string;
  /** First name of the speaker. */
  name: string;
  role: string;
}

const testimonial = (id: string, video: VideoAsset, name: string, role: string): Testimonial => ({
  id,
  video,
  thumbnail: video.poster,
  name,
  role,
});

/** 'What People Say' on the home page: a single testimonial (SPEC.md 2.4), so the carousel has no arrows. */
export const HOME_TESTIMONIALS: readonly Testimonial[] = [
  testimonial('home-mariam', VIDEOS.testimonialHome, 'Mariam', 'Secondary school teacher, Dubai'),
];

/** The Decode page's testimonials, one from a student of each of the four levels. */
export const DECODE_TESTIMONIALS: readonly Testimonial[] = [
  testimonial('decode-rohan', VIDEOS.testimonialDecode1, 'Rohan', 'Operations manager, Abu Dhabi'),
  testimonial('decode-sara', VIDEOS.testimonialDecode2, 'Sara', 'Mother of two, Sharjah'),
  testimonial('decode-khalid', VIDEOS.testimonialDecode3, 'Khalid', 'Physiotherapist, Dubai'),
  testimonial('decode-elena', VIDEOS.testimonialDecode4, 'Elena', 'Yoga teacher, Al Ain'),
];
