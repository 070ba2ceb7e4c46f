import { useLocation } from 'react-router-dom';
import { Text } from '@chakra-ui/react';
import {
  DECODE_LEAD_INSTRUCTOR,
  DECODE_LEVEL_PAGE_TEXT,
  LEVEL_NOT_FOUND,
  LEVEL_PAGE_TEXT,
  type LevelDetail,
  findDecodeLevel,
  formatFee,
  termsOf,
} from '@academy/content';
import { levelWithTerms } from '../../site-data/live-terms';
import { useTermsOf } from '../../site-data/site-data';
import { BenefitColumns, ContentSection, TitledTextGrid } from '../../components/programme/ContentSection';
import { EnrolmentDetails } from '../../components/programme/EnrolmentPanel';
import { LevelEnrolmentSummary, LevelWorkshops } from '../../components/programme/LevelSessions';
import { pageLevel } from '../../components/programme/level-sessions';
import { InstructorCard } from '../../components/programme/InstructorCard';
import { LevelHero } from '../../components/programme/LevelHero';
import { LevelLayout } from '../../components/programme/LevelLayout';
import { pageMeta } from '../../seo';
import type { MetaArgs } from '../../routing/route-module';
import { LevelNotFound } from './LevelNotFound';
import { decodeLevelFor } from './decode-level';

const levelAt = (pathname: string) => {
  const level = decodeLevelFor(pathname);
  return level === undefined ? undefined : findDecodeLevel(level);
};

export const meta = ({ location, data }: MetaArgs) => {
  const content = levelAt(location.pathname);
  if (!content) {
    const { title, text } = LEVEL_NOT_FOUND;
    return pageMeta(title, text, { noIndex: true });
  }
  const level = levelWithTerms(content, termsOf(data.catalogue)('DECODE', content.level));
  return [
    ...pageMeta(
      DECODE_LEVEL_PAGE_TEXT.meta.title(level.level, level.title),
      DECODE_LEVEL_PAGE_TEXT.meta.description(level.level, level.title, level.duration, formatFee(level.fee)),
    ),
    // /level-two and /level/2 show the same page; search engines should list only the numbered one.
    { canonicalPath: `/level/${level.level}` },
  ];
};

/**
 * Content and links; its Enroll Now and live sessions are islands: the page ships no React
 * (RouteModule.staticPage).
 */
export const staticPage = true;

/** One module for every Decode level path (/level/1 … /level/4, /level-one … /level-four). */
export default function LevelRoute() {
  const level = levelAt(useLocation().pathname);
  const terms = useTermsOf();
  // The duration and fee are the catalogue's, which staff manage.
  return level ? (
    <DecodeLevelPage level={levelWithTerms(level, terms('DECODE', level.level))} />
  ) : (
    <LevelNotFound />
  );
}

function DecodeLevelPage({ level }: { level: LevelDetail }) {
  // The English name finds the level's sessions and preselects it; the title is what the page shows.
  const { level: levelName, title: programme } = pageLevel('DECODE', level.level);
  const text = DECODE_LEVEL_PAGE_TEXT;
  return (
    <>
      <LevelHero programme={text.programme} level={level} />
      <LevelLayout
        main={
          <>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" lineHeight="tall">
              {level.description}
            </Text>
            <ContentSection heading={LEVEL_PAGE_TEXT.whatYoullLearn}>
              <TitledTextGrid items={level.whatYoullLearn} />
            </ContentSection>
            <ContentSection heading={LEVEL_PAGE_TEXT.courseBenefits}>
              <BenefitColumns
                immediate={{ heading: text.immediateBenefits, items: level.immediateBenefits }}
                longTerm={{ heading: text.longTermBenefits, items: level.longTermBenefits }}
              />
            </ContentSection>
            <ContentSection heading={LEVEL_PAGE_TEXT.upcomingWorkshop}>
              <LevelWorkshops programme="DECODE" level={levelName} caption={text.workshopsCaption} />
            </ContentSection>
          </>
        }
        summary={
          <LevelEnrolmentSummary
            programme="DECODE"
            level={levelName}
            title={programme}
            heading={text.summaryHeading(level.level)}
            subheading={level.title}
            fee={level.fee}
          />
        }
        details={
          <EnrolmentDetails programme={programme} features={level.enrollmentFeatures}>
            <InstructorCard instructor={DECODE_LEAD_INSTRUCTOR} role={text.instructorRole} />
          </EnrolmentDetails>
        }
      />
    </>
  );
}
