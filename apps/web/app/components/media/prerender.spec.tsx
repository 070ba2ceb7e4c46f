import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { DECODE_TESTIMONIALS, HOME_TESTIMONIALS, VIDEOS } from '@academy/content';
import { system } from '../../theme/system';
import { TestimonialCarousel, VideoModalButton, VideoPlayer } from '.';

const render = (element: ReactElement) =>
  renderToStaticMarkup(<ChakraProvider value={system}>{element}</ChakraProvider>);

/** What the prerendered HTML holds before any JavaScript runs. */
describe('media components, prerendered', () => {
  it('render a player as its thumbnail only: sized lazy poster, play button, captions, no video', () => {
    const html = render(
      <VideoPlayer
        video={VIDEOS.homeIntro}
        title="Introduction"
        overlayText="Discover Conscious Living"
        overlaySubtext="An introduction"
      />,
    );
    expect(html).toMatch(/role="group" aria-label="Introduction"/);
    const poster = /<img[^>]*>/.exec(html)?.[0] ?? '';
    expect(poster).toContain('src="/images/posters/home-intro.webp"');
    expect(poster).toContain('alt=""');
    expect(poster).toContain('width="640"');
    expect(poster).toContain('height="360"');
    expect(poster).toContain('loading="lazy"');
    expect(html).toContain('aria-label="Play video"');
    expect(html).toContain('Discover Conscious Living');
    expect(html).toContain('An introduction');
    expect(html).not.toContain('<video');
  });

  it('render a modal button as the button alone', () => {
    const html = render(
      <VideoModalButton video={VIDEOS.decodeTrailer} title="Trailer" label="Play the trailer" />,
    );
    expect(html).toContain('aria-label="Play the trailer"');
    expect(html).not.toContain('<dialog');
  });

  it('render one testimonial without arrows or position', () => {
    const html = render(<TestimonialCarousel testimonials={HOME_TESTIMONIALS} />);
    expect(html).toMatch(/<h2[^>]*>What People Say<\/h2>/);
    expect(html.match(/<figure/g)).toHaveLength(1);
    expect(html).toContain(HOME_TESTIMONIALS[0].name);
    expect(html).not.toContain('testimonial"');
    expect(html).not.toContain('Testimonial 1 of');
  });

  it('render four testimonials as the first three with arrows and their position', () => {
    const html = render(<TestimonialCarousel testimonials={DECODE_TESTIMONIALS} heading="Stories" />);
    expect(html).toMatch(/<h2[^>]*>Stories<\/h2>/);
    expect(html.match(/<figure/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Previous testimonial"');
    expect(html).toContain('aria-label="Next testimonial"');
    expect(html).toContain('Testimonial 1 of 4');
    // The fourth is among the testimonials the slides' box carries for its island, not on show.
    expect(html).not.toContain(`Testimonial from ${DECODE_TESTIMONIALS[3].name}`);
    expect(html).not.toContain(`>${DECODE_TESTIMONIALS[3].name}<`);
  });
});
