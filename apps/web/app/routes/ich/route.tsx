import { ICH_LEVEL_CARDS, ICH_PROGRAMME_NAME } from '@academy/content';
import { ICH_LEVEL_CARDS as ENGLISH_CARDS } from '@academy/content/en';
import { EnrolNowLink } from '../../components/programme/EnrolNowLink';
import { CardSection } from '../../components/programme/CardSection';
import { LevelCard } from '../../components/programme/LevelCard';
import { ProgrammeHero } from '../../components/programme/ProgrammeHero';
import { ichLevelPath } from '../../components/programme/enrol-in-level';
import { pageMeta } from '../../seo';

/** Content and links, with its videos and Enroll Now links as islands: the page ships no React (RouteModule.staticPage). */
export const staticPage = true;

export const meta = () =>
  pageMeta(
    'Awaken the Limitless Human',
    'Awaken the Limitless Human: six levels of hypnotherapy and consciousness training, from Foundations of Consciousness to Born Again, with durations and fees.',
  );

export default function IchRoute() {
  return (
    <>
      <ProgrammeHero
        title={ICH_PROGRAMME_NAME}
        tagline="Six levels that take you from understanding your own mind to guiding others through deep, lasting change."
      />
      <CardSection
        heading="The Six Levels"
        intro="Start at Level 1 and progress at your own pace. Enrol in a level to see its full curriculum, the next session and how to reserve your seat."
        columns={3}
      >
        {ICH_LEVEL_CARDS.map((card, index) => (
          <LevelCard
            key={card.id}
            programme="AWAKEN"
            card={card}
            aboveTheFold={index === 0}
            action={<EnrolNowLink card={card} cards={ENGLISH_CARDS} levelPath={ichLevelPath} />}
          />
        ))}
      </CardSection>
    </>
  );
}
