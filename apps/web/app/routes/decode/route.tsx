import { DECODE_FAQ, DECODE_LEVEL_CARDS, DECODE_TESTIMONIALS, VIDEOS } from '@academy/content';
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

export const meta = () =>
  pageMeta(
    'DECODE',
    'DECODE in four levels: Decode Your Mind, Behaviour, Relationships and Blueprint. Watch the trailer, compare the levels and enrol.',
  );

export default function DecodeRoute() {
  return (
    <>
      <ProgrammeHero title="DECODE" tagline="Transform your Mind, Behavior, Relationships, and Blueprint">
        <VideoModalButton
          video={VIDEOS.decodeTrailer}
          title="DECODE trailer"
          label="Play the DECODE trailer"
          fullscreen
        />
      </ProgrammeHero>
      <CardSection
        heading="Four Levels, One Journey"
        intro="Each level stands on its own and prepares you for the next: begin with the mind, then work through behaviour and relationships to the blueprint that shapes your whole life."
        columns={2}
      >
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
      <TestimonialCarousel testimonials={DECODE_TESTIMONIALS} heading="What People Say" />
      <FaqSection entries={DECODE_FAQ} />
    </>
  );
}
