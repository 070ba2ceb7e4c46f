import { HOME_FAQ, HOME_PAGE, HOME_TESTIMONIALS } from '@academy/content';
import { FaqSection } from '../../components/faq/FaqSection';
import { TestimonialCarousel } from '../../components/media';
import { pageMeta } from '../../seo';
import { BenefitCards } from './components/BenefitCards';
import { HomeHero } from './components/HomeHero';
import { IntroVideo } from './components/IntroVideo';
import { ProgrammePanels } from './components/ProgrammePanels';

/** Content and links, with its videos as islands: the page ships no React (RouteModule.staticPage). */
export const staticPage = true;

export const meta = () => pageMeta(HOME_PAGE.meta.title, HOME_PAGE.meta.description);

/** SPEC.md 2.4, top to bottom. */
export default function HomeRoute() {
  return (
    <>
      <HomeHero />
      <IntroVideo />
      <ProgrammePanels />
      <BenefitCards />
      <TestimonialCarousel testimonials={HOME_TESTIMONIALS} heading={HOME_PAGE.testimonialsHeading} />
      <FaqSection entries={HOME_FAQ} />
    </>
  );
}
