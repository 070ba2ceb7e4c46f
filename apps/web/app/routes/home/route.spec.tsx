import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { PROVIDER } from '@academy/content';
import { system } from '../../theme/system';
import HomeRoute from './route';

const html = renderToStaticMarkup(
  <ChakraProvider value={system}>
    <MemoryRouter>
      <HomeRoute />
    </MemoryRouter>
  </ChakraProvider>,
);

/** The prerendered home page holds every text and link of SPEC.md 2.4. */
describe('home page', () => {
  it('opens with the hero: headline, tagline, Trainings, Workshops and the about link', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Conscious Living<\/h1>/);
    expect(html).toContain(
      `Experience transformative training, workshops, and healing pathways with ${PROVIDER.name}.`,
    );
    expect(html).toMatch(/<a[^>]*href="#trainings-section"[^>]*>Trainings<\/a>/);
    expect(html).toMatch(/<a[^>]*href="#"[^>]*>Workshops<\/a>/);
    expect(html).toMatch(new RegExp(`<a[^>]*href="/about"[^>]*>Learn about ${PROVIDER.name}</a>`));
  });

  it('loads the hero art first and in the width the screen needs', () => {
    const hero = /<img[^>]*hero-1600\.webp[^>]*>/.exec(html)?.[0] ?? '';
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain('srcSet="/images/home/hero-828.webp 828w, /images/home/hero-1600.webp 1600w"');
    expect(hero).toContain('width="1600"');
    expect(hero).not.toContain('loading=');
  });

  it('has the trainings section with four Know More links to the programme pages', () => {
    expect(html).toContain('id="trainings-section"');
    for (const [title, to] of [
      ['AWAKEN THE LIMITLESS HUMAN', '/ich'],
      ['DECODE', '/decode'],
      ['Transpersonal Regression', '/tasso'],
      ['Customized Individual Training', '/individual'],
    ]) {
      expect(html).toMatch(new RegExp(`<h3[^>]*>${title}</h3>`));
      expect(html).toMatch(new RegExp(`<a[^>]*href="${to}"[^>]*>Know More</a>`));
    }
  });

  it('has the intro video, the three benefit videos, one testimonial and the FAQs', () => {
    expect(html).toContain(`aria-label="Introduction to ${PROVIDER.name}"`);
    expect(html).toMatch(/<h2[^>]*>Who can benefit<\/h2>/);
    for (const audience of ['Corporates', 'Parents &amp; Teachers', 'Health Practitioners']) {
      expect(html).toMatch(new RegExp(`<h3[^>]*>${audience}</h3>`));
      expect(html).toContain(`aria-label="Play the video for ${audience}"`);
    }
    expect(html).toMatch(/<h2[^>]*>What People Say<\/h2>/);
    expect(html).not.toContain('Next testimonial');
    expect(html).toMatch(/<h2[^>]*>FAQs<\/h2>/);
    expect(html).not.toContain('<video');
  });
});
