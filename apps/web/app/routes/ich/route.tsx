import { ICH_LEVEL_CARDS, ICH_PAGE_TEXT, ICH_PROGRAMME_NAME } from '@academy/content';
import { ICH_LEVEL_CARDS as ENGLISH_CARDS } from '@academy/content/en';
import { EnrolNowLink } from '../../components/programme/EnrolNowLink';
import { CardSection } from '../../components/programme/CardSection';
import { LevelCard } from '../../components/programme/LevelCard';
import { ProgrammeHero } from '../../components/programme/ProgrammeHero';
import { ichLevelPath } from '../../components/programme/enrol-in-level';
import { pageMeta } from '../../seo';

/** Content and links, with its videos and Enroll Now links as islands: the page ships no React (RouteModule.staticPage). */
export const staticPage = true;

export const meta = () => pageMeta(ICH_PAGE_TEXT.meta.title, ICH_PAGE_TEXT.meta.description);

export default function IchRoute() {
  return (
    <>
      <ProgrammeHero title={ICH_PROGRAMME_NAME} tagline={ICH_PAGE_TEXT.tagline} />
      <CardSection heading={ICH_PAGE_TEXT.levelsHeading} intro={ICH_PAGE_TEXT.levelsIntro} columns={3}>
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
