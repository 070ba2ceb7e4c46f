import { TASSO_INTRO, TASSO_MODULES } from '@academy/content';
import { EnrolButton } from '../../components/enrolment/EnrolButton';
import { CardSection } from '../../components/programme/CardSection';
import { LevelCard } from '../../components/programme/LevelCard';
import { ProgrammeHero } from '../../components/programme/ProgrammeHero';
import { pageMeta } from '../../seo';

/** Content, links and Enroll Now, an island: the page ships no React (RouteModule.staticPage). */
export const staticPage = true;

export const meta = () =>
  pageMeta(
    'Transpersonal Regression (TASSO)',
    'TASSO Transpersonal Regression therapy training: six modules of 5 days each, AED 5614 all inclusive per module.',
  );

export default function TassoRoute() {
  return (
    <>
      <ProgrammeHero title={TASSO_INTRO.heading} tagline={TASSO_INTRO.tagline} />
      <CardSection heading="Six Modules" intro={TASSO_INTRO.text} columns={3}>
        {TASSO_MODULES.map((module, index) => (
          <LevelCard
            key={module.id}
            card={module}
            aboveTheFold={index === 0}
            action={
              <EnrolButton
                target={{
                  programme: 'TASSO',
                  title: `TASSO ${module.tag}: ${module.title}`,
                  level: `${module.tag}: ${module.title}`,
                }}
                details={`${module.duration}, ${module.fee}`}
                aria-label={`Enroll Now: ${module.title}`}
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
