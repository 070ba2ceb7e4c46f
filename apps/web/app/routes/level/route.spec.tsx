import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { PUBLISHED_SITE_DATA } from '../../site-data/published';
import { SiteDataProvider } from '../../site-data/site-data';
import { system } from '../../theme/system';
import LevelRoute from './route';

const html = renderToStaticMarkup(
  <ChakraProvider value={system}>
    <SiteDataProvider value={PUBLISHED_SITE_DATA}>
      <MemoryRouter initialEntries={['/level/1']}>
        <LevelRoute />
      </MemoryRouter>
    </SiteDataProvider>
  </ChakraProvider>,
);

describe('a Decode level page', () => {
  it('has one Enroll Now, whatever the width: grid areas move it, no second copy is hidden', () => {
    expect(html.match(/>Enroll Now</g)).toHaveLength(1);
  });

  it('puts the price and Enroll Now before the sections, and what is included after them', () => {
    const enrol = html.indexOf('>Enroll Now<');
    expect(html.indexOf('$399')).toBeLessThan(enrol);
    expect(enrol).toBeLessThan(html.indexOf('What You&#x27;ll Learn'));
    expect(html.indexOf('Upcoming Workshop')).toBeLessThan(html.indexOf('What’s Included'));
  });
});
