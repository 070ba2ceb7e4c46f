import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { DECODE_FAQ, HOME_FAQ } from '@academy/content';
import { system } from '../../theme/system';
import { FaqSection } from './FaqSection';

const render = (element: ReactElement) =>
  renderToStaticMarkup(<ChakraProvider value={system}>{element}</ChakraProvider>);

describe('FaqSection', () => {
  it('renders an FAQs heading and one closed native disclosure per entry', () => {
    const html = render(<FaqSection entries={HOME_FAQ} />);
    expect(html).toMatch(/<h2[^>]*>FAQs<\/h2>/);
    expect(html.match(/<details/g)).toHaveLength(HOME_FAQ.length);
    expect(html.match(/<summary/g)).toHaveLength(HOME_FAQ.length);
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('labels its section by the heading and accepts another heading text', () => {
    const html = render(<FaqSection entries={DECODE_FAQ} heading="Decode FAQs" />);
    const headingId = /<h2[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(headingId).toBeTruthy();
    expect(html).toContain(`aria-labelledby="${headingId}"`);
    expect(html).toMatch(/<h2[^>]*>Decode FAQs<\/h2>/);
  });
});
