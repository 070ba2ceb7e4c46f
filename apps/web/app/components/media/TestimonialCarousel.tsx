import { useEffect, useId, useRef, useState } from 'react';
import { Box, Flex, Grid, Heading, Text, chakra } from '@chakra-ui/react';
import type { Testimonial } from '@academy/content';
import { nextIndex, previousIndex, visibleIndexes } from './carousel-index';
import { CHEVRON_LEFT_ICON, CHEVRON_RIGHT_ICON, MediaIcon } from './icons';
import { VideoPlayer } from './VideoPlayer';

interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  heading?: string;
}

/** SPEC.md section 9: three testimonials side by side from 640px, one below. */
const WIDE_PER_VIEW = 3;

/**
 * Video testimonials, three at a time on wide screens and one on narrow ones, each played in place.
 * The arrows (only when there is more than one testimonial) wrap around and stop whatever is playing.
 * Which slides show is decided in CSS, so the prerendered page and the hydrated one agree.
 */
export function TestimonialCarousel({ testimonials, heading = 'What People Say' }: TestimonialCarouselProps) {
  const headingId = useId();
  const slidesRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const shown = visibleIndexes(index, count, WIDE_PER_VIEW);

  const moved = useRef(false);

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
      <Flex align="center" gap={{ base: '2', md: '4' }}>
        {count > 1 && (
          <ArrowButton
            label="Previous testimonial"
            icon={CHEVRON_LEFT_ICON}
            onClick={() => goTo(previousIndex(index, count))}
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
                <VideoPlayer video={testimonial.video} title={`Testimonial from ${testimonial.name}`} />
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
            label="Next testimonial"
            icon={CHEVRON_RIGHT_ICON}
            onClick={() => goTo(nextIndex(index, count))}
          />
        )}
      </Flex>
      {count > 1 && (
        <Text aria-live="polite" textAlign="center" mt="4" fontSize="sm" color="gray.600">
          {`Testimonial ${index + 1} of ${count}`}
        </Text>
      )}
    </Box>
  );
}

function ArrowButton({ label, icon, onClick }: { label: string; icon: string; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onClick}
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
      <MediaIcon path={icon} />
    </chakra.button>
  );
}
