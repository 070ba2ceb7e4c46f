/**
 * The words of the video players and the testimonial carousel: their controls' names and notices. A
 * module of its own: the video islands carry it, and nothing else of the page's texts.
 */
export const MEDIA_TEXT = {
  playVideo: 'Play video',
  pauseVideo: 'Pause video',
  clickToPlay: 'Click play to start',
  loading: 'Loading...',
  seek: 'Seek',
  mute: 'Mute',
  unmute: 'Unmute',
  enterFullScreen: 'Enter full screen',
  exitFullScreen: 'Exit full screen',
  closeVideo: 'Close video',
  previousTestimonial: 'Previous testimonial',
  nextTestimonial: 'Next testimonial',
  testimonialFrom: (name: string) => `Testimonial from ${name}`,
  testimonialOf: (index: number, count: number) => `Testimonial ${index} of ${count}`,
  testimonialsHeading: 'What People Say',
  faqHeading: 'FAQs',
} as const;
