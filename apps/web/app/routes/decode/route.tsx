import {
  DECODE_FAQ,
  DECODE_LEVEL_CARDS,
  DECODE_PAGE_TEXT,
  DECODE_TESTIMONIALS,
  VIDEOS,
} from '@academy/content';
import { DECODE_LEVEL_CARDS as ENGLISH_CARDS } from '@academy/content/en';
import { FaqSection } from '../../components/faq/FaqSection';
import { TestimonialCarousel, VideoModalButton } from '../../components/media';
import { EnrolNowLink } from '../../components/programme/EnrolNowLink';
import { CardSection } from '../../components/programme/CardSection';
import { LevelCard } from '../../components/programme/LevelCard';
import { ProgrammeHero } from '../../components/programme/ProgrammeHero';
import { decodeLevelPath } from '../../components/programme/enrol-in-level';
import { pageMeta } from '../../seo';

/** Content and links; its videos, carousel and Enroll Now links are islands: the page ships no React (RouteModule.staticPage). */
export const staticPage = true;

export const meta = () => pageMeta(DECODE_PAGE_TEXT.meta.title, DECODE_PAGE_TEXT.meta.description);

export default function DecodeRoute() {
  return (
    <>
      <ProgrammeHero title={DECODE_PAGE_TEXT.title} tagline={DECODE_PAGE_TEXT.tagline}>
        <VideoModalButton
          video={VIDEOS.decodeTrailer}
          title={DECODE_PAGE_TEXT.trailerTitle}
          label={DECODE_PAGE_TEXT.trailerLabel}
          fullscreen
        />
      </ProgrammeHero>
      <CardSection heading={DECODE_PAGE_TEXT.levelsHeading} intro={DECODE_PAGE_TEXT.levelsIntro} columns={2}>
        {DECODE_LEVEL_CARDS.map((card, index) => (
          <LevelCard
            key={card.id}
            programme="DECODE"
            card={card}
            aboveTheFold={index === 0}
            action={<EnrolNowLink card={card} cards={ENGLISH_CARDS} levelPath={decodeLevelPath} />}
          />
        ))}
      </CardSection>
      <TestimonialCarousel
        testimonials={DECODE_TESTIMONIALS}
        heading={DECODE_PAGE_TEXT.testimonialsHeading}
      />
      <FaqSection entries={DECODE_FAQ} />
    </>
  );
}
