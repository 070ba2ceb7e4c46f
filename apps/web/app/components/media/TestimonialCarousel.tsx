import { MEDIA_TEXT } from '@academy/content';
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Flex, Grid, Heading, Text, chakra } from '@chakra-ui/react';
import type { Testimonial } from '@academy/content';
import { nextIndex, previousIndex, visibleIndexes } from './carousel-index';
import { CHEVRON_LEFT_ICON, CHEVRON_RIGHT_ICON, MediaIcon } from './icons';
import { islandAttributes } from '../island/island-attributes';
import { VideoPlayer } from './VideoPlayer';

interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  heading?: string;
}

/** SPEC.md section 9: three testimonials side by side from 640px, one below. */
const WIDE_PER_VIEW = 3;

/** What an arrow needs to move the slides without the page's React (islands/carousel.tsx). */
export interface CarouselIslandProps {
  /** The slide the arrow leads to. */
  index: number;
}

/** The box of the arrows and slides, which the carousel island finds from an arrow, with the testimonials. */
export const CAROUSEL_SLIDES = 'data-carousel-slides';

/**
 * Video testimonials, three at a time on wide screens and one on narrow ones, each played in place.
 * The arrows (only when there is more than one testimonial) wrap around and stop whatever is playing.
 * Which slides show is decided in CSS, so the prerendered page and the hydrated one agree. On a page
 * that ships no React (RouteModule.staticPage) the arrows are islands: islands/carousel.tsx moves the
 * slides in the same box.
 */
export function TestimonialCarousel({
  testimonials,
  heading = MEDIA_TEXT.testimonialsHeading,
}: TestimonialCarouselProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      maxW="6xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '10', md: '14' }}
    >
      <Heading
        as="h2"
        id={headingId}
        size={{ base: '2xl', md: '3xl' }}
        color="teal.900"
        textAlign="center"
        mb="8"
      >
        {heading}
      </Heading>
      <div {...{ [CAROUSEL_SLIDES]: JSON.stringify(testimonials) }}>
        <CarouselSlides testimonials={testimonials} />
      </div>
    </Box>
  );
}

interface CarouselSlidesProps {
  testimonials: readonly Testimonial[];
  /** The leading slide to start with: another than the first once an arrow woke the island. */
  initialIndex?: number;
}

/** The arrows, the slides on show and which of them leads. */
export function CarouselSlides({ testimonials, initialIndex = 0 }: CarouselSlidesProps) {
  const slidesRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(initialIndex);
  const count = testimonials.length;
  const shown = visibleIndexes(index, count, WIDE_PER_VIEW);

  // An island starts where an arrow led: that is a move, and fades in like one.
  const moved = useRef(initialIndex !== 0);

  const goTo = (target: number) => {
    slidesRef.current?.querySelectorAll('video').forEach((video) => video.pause());
    moved.current = true;
    setIndex(target);
  };

  // The new slides fade in, unless the visitor asked for less motion.
  useEffect(() => {
    const slides = slidesRef.current;
    if (!moved.current || !slides) return;
    if (window.matchMedia('(prefers-reduced-motion: no-preference)').matches) {
      slides.animate([{ opacity: 0.3 }, { opacity: 1 }], { duration: 300, easing: 'ease-out' });
    }
  }, [index]);

  return (
    <>
      <Flex align="center" gap={{ base: '2', md: '4' }}>
        {count > 1 && (
          <ArrowButton
            label={MEDIA_TEXT.previousTestimonial}
            icon={CHEVRON_LEFT_ICON}
            target={previousIndex(index, count)}
            onClick={goTo}
          />
        )}
        <Grid
          ref={slidesRef}
          flex="1"
          minW="0"
          mx="auto"
          maxW={count === 1 ? 'md' : count === 2 ? '3xl' : undefined}
          templateColumns={{ base: '1fr', sm: `repeat(${shown.length}, minmax(0, 1fr))` }}
          gap={{ base: '4', md: '6' }}
        >
          {shown.map((testimonialIndex, position) => {
            const testimonial = testimonials[testimonialIndex];
            return (
              <chakra.figure
                key={testimonial.id}
                display={position === 0 ? 'block' : { base: 'none', sm: 'block' }}
                m="0"
                bg="white"
                rounded="xl"
                overflow="hidden"
                borderWidth="1px"
                borderColor="gray.200"
                shadow="sm"
              >
                <VideoPlayer video={testimonial.video} title={MEDIA_TEXT.testimonialFrom(testimonial.name)} />
                <chakra.figcaption px="4" py="3">
                  <Text fontWeight="semibold" color="gray.900">
                    {testimonial.name}
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    {testimonial.role}
                  </Text>
                </chakra.figcaption>
              </chakra.figure>
            );
          })}
        </Grid>
        {count > 1 && (
          <ArrowButton
            label={MEDIA_TEXT.nextTestimonial}
            icon={CHEVRON_RIGHT_ICON}
            target={nextIndex(index, count)}
            onClick={goTo}
          />
        )}
      </Flex>
      {count > 1 && (
        <Text aria-live="polite" textAlign="center" mt="4" fontSize="sm" color="gray.600">
          {MEDIA_TEXT.testimonialOf(index + 1, count)}
        </Text>
      )}
    </>
  );
}

interface ArrowButtonProps {
  label: string;
  icon: string;
  /** The slide it leads to. */
  target: number;
  onClick: (target: number) => void;
}

function ArrowButton({ label, icon, target, onClick }: ArrowButtonProps) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      {...islandAttributes<CarouselIslandProps>('carousel', { index: target })}
      onClick={() => onClick(target)}
      display="grid"
      placeItems="center"
      boxSize={{ base: '9', md: '11' }}
      flexShrink={0}
      rounded="full"
      bg="white"
      color="teal.800"
      borderWidth="1px"
      borderColor="teal.600"
      shadow="sm"
      cursor="pointer"
      _hover={{ bg: 'teal.50' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'orange.400', outlineOffset: '2px' }}
    >
      {/* Right to left, the previous slide is to the right: the arrows point the other way. */}
      <MediaIcon path={icon} _rtl={{ transform: 'scaleX(-1)' }} />
    </chakra.button>
  );
}
