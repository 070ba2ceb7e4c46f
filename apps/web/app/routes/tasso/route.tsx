import {
  type ProgrammeCard,
  TASSO_INTRO,
  TASSO_MODULES,
  TASSO_PAGE_TEXT,
  cardFeeText,
  durationText,
  termsOf,
} from '@academy/content';
import { PROGRAMME_LEVELS } from '@academy/content/en';
import type { MetaArgs } from '../../routing/route-module';
import { cardWithTerms } from '../../site-data/live-terms';
import { useTermsOf } from '../../site-data/site-data';
import { EnrolButton } from '../../components/enrolment/EnrolButton';
import { CardSection } from '../../components/programme/CardSection';
import { LevelCard } from '../../components/programme/LevelCard';
import { ProgrammeHero } from '../../components/programme/ProgrammeHero';
import { pageMeta } from '../../seo';

/** Content, links and Enroll Now, an island: the page ships no React (RouteModule.staticPage). */
export const staticPage = true;

export const meta = ({ data }: MetaArgs) => {
  const terms = termsOf(data.catalogue)('TASSO', 1);
  return pageMeta(
    TASSO_PAGE_TEXT.meta.title,
    TASSO_PAGE_TEXT.meta.description(durationText(terms.durationDays), cardFeeText('TASSO', terms.fee)),
  );
};

/** What the enrolment form says under a module's name: its duration and fee. */
const detailsOf = (module: ProgrammeCard) => `${module.duration}, ${module.fee}`;

export default function TassoRoute() {
  const terms = useTermsOf();
  return (
    <>
      <ProgrammeHero title={TASSO_INTRO.heading} tagline={TASSO_INTRO.tagline} />
      <CardSection heading={TASSO_PAGE_TEXT.modulesHeading} intro={TASSO_INTRO.text} columns={3}>
        {TASSO_MODULES.map((module, index) => (
          <LevelCard
            programme="TASSO"
            key={module.id}
            card={module}
            aboveTheFold={index === 0}
            action={
              <EnrolButton
                target={{
                  programme: 'TASSO',
                  title: `TASSO ${module.tag}: ${module.title}`,
                  // The English module name, which the form preselects, whatever the site's language.
                  level: PROGRAMME_LEVELS.TASSO[index],
                }}
                details={detailsOf(cardWithTerms(module, 'TASSO', terms('TASSO', module.id)))}
                aria-label={TASSO_PAGE_TEXT.enrolLabel(module.title)}
                size="lg"
                w={{ base: 'full', sm: 'auto' }}
              />
            }
          />
        ))}
      </CardSection>
    </>
  );
}
