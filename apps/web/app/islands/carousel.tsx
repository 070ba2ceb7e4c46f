import type { Testimonial } from '@academy/content';
import {
  CAROUSEL_SLIDES,
  CarouselSlides,
  type CarouselIslandProps,
} from '../components/media/TestimonialCarousel';
import { islandProps } from '../components/island/island-attributes';
import { islandRoot } from '../components/island/island-root';

/**
 * The island of a testimonial carousel's arrow on a page that ships no React
 * (components/media/TestimonialCarousel.tsx): whatever plays stops, and the slides' box, which carries
 * the testimonials, gets a root of its own that starts on the slide the arrow leads to. From then on the
 * arrows and the players are React's.
 */
export function activate(arrow: HTMLElement): void {
  const slides = arrow.closest(`[${CAROUSEL_SLIDES}]`);
  if (!slides) return;
  slides.querySelectorAll('video').forEach((video) => video.pause());
  const testimonials = JSON.parse(slides.getAttribute(CAROUSEL_SLIDES) ?? '[]') as Testimonial[];
  const { index } = islandProps<CarouselIslandProps>(arrow);
  const label = arrow.getAttribute('aria-label');
  const focused = document.activeElement === arrow;
  const root = islandRoot(slides);
  root.render(<CarouselSlides testimonials={testimonials} initialIndex={index} />);
  // The arrow pressed is a new element now: it keeps the focus the press gave the old one.
  if (focused) slides.querySelector<HTMLElement>(`button[aria-label="${label}"]`)?.focus();
}
