import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import {
  ICH_FACILITATOR,
  ICH_FACILITATOR_BANNER,
  ICH_LEVEL_PAGE_TEXT,
  LEVEL_PAGE_TEXT,
  type CourseDetails,
  type IchLevelDetail,
  type SessionDetails,
} from '@academy/content';
import { CheckList } from '../../components/CheckList';
import { EmailAddress } from '../../components/EmailAddress';
import { BenefitColumns, ContentSection, TitledTextGrid } from '../../components/programme/ContentSection';
import { EnrolmentDetails } from '../../components/programme/EnrolmentPanel';
import { LevelEnrolmentSummary, LevelWorkshops } from '../../components/programme/LevelSessions';
import { pageLevel } from '../../components/programme/level-sessions';
import { FactList } from '../../components/programme/FactList';
import { FacilitatorBanner } from '../../components/programme/FacilitatorBanner';
import { InstructorCard } from '../../components/programme/InstructorCard';
import { LevelHero } from '../../components/programme/LevelHero';
import { LevelLayout } from '../../components/programme/LevelLayout';
import { useSiteToday } from '../../site-data/site-data';
import { LevelNav } from './LevelNav';

/** One level of Awaken the Limitless Human in full (SPEC.md 2.8, /ich/levels version). */
export function IchLevelPage({ level }: { level: IchLevelDetail }) {
  // The English name finds the level's sessions and preselects it; the title is what the page shows.
  const { level: levelName, title: programme } = pageLevel('AWAKEN', level.level);
  const text = ICH_LEVEL_PAGE_TEXT;
  // A session whose last day has passed is not presented as upcoming.
  const today = useSiteToday();
  const session = level.sessionDetails && level.sessionDetails.lastDay >= today ? level.sessionDetails : null;
  const sections = [
    {
      heading: LEVEL_PAGE_TEXT.whatYoullLearn,
      body: <TitledTextGrid items={level.whatYoullLearn} />,
    },
    {
      heading: LEVEL_PAGE_TEXT.courseBenefits,
      body: (
        <BenefitColumns
          immediate={{ heading: text.immediateBenefits, items: level.immediateBenefits }}
          longTerm={{ heading: text.longTermBenefits, items: level.longTermBenefits }}
        />
      ),
    },
    { heading: text.curriculum, body: <TitledTextGrid items={level.curriculum} columns={1} /> },
    { heading: text.whoShouldAttend, body: <CheckList items={level.whoShouldAttend} /> },
    { heading: text.prerequisites, body: <CheckList items={level.prerequisites} /> },
    ...(session
      ? [{ heading: LEVEL_PAGE_TEXT.upcomingWorkshop, body: <SessionBlock session={session} /> }]
      : []),
  ];
  return (
    <>
      <LevelHero programme={text.programme} level={level} />
      <LevelNav current={level.level} />
      <LevelLayout
        main={
          <>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" lineHeight="tall">
              {level.description}
            </Text>
            {sections.map((section, index) => (
              <ContentSection key={section.heading} heading={section.heading} number={index + 1}>
                {section.body}
              </ContentSection>
            ))}
          </>
        }
        summary={
          <LevelEnrolmentSummary
            programme="AWAKEN"
            level={levelName}
            title={programme}
            heading={text.enrolHeading(level.level)}
            subheading={level.title}
            fee={level.fee}
          />
        }
        details={
          <EnrolmentDetails programme={programme} features={level.enrollmentFeatures}>
            <InstructorCard instructor={level.instructor} role={text.instructorRole} />
            <CourseDetailsList details={level.courseDetails} />
          </EnrolmentDetails>
        }
      />
      <Stack
        gap={{ base: '10', md: '14' }}
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        pb={{ base: '12', md: '16' }}
      >
        <ContentSection heading={text.upcomingWorkshops}>
          <LevelWorkshops programme="AWAKEN" level={levelName} caption={text.workshopsCaption} />
        </ContentSection>
        <FacilitatorBanner
          heading={ICH_FACILITATOR_BANNER.heading}
          text={ICH_FACILITATOR_BANNER.text}
          facilitator={ICH_FACILITATOR}
        />
      </Stack>
    </>
  );
}

function CourseDetailsList({ details }: { details: CourseDetails }) {
  const labels = ICH_LEVEL_PAGE_TEXT.courseDetails;
  return (
    <Box pt="4" borderTopWidth="1px" borderColor="gray.100" fontSize="sm">
      <Heading as="h3" size="sm" color="gray.900" mb="3">
        {labels.heading}
      </Heading>
      <FactList
        rows={[
          [labels.language, details.language],
          [labels.skillLevel, details.skillLevel],
          [labels.students, details.students],
          [labels.lectures, details.lectures],
          [labels.quizzes, details.quizzes],
          [labels.assessments, details.assessments],
          [labels.totalHours, details.totalHours],
        ]}
      />
    </Box>
  );
}

/** Level 6's dated session: date, time, venue, how to register and the discount note. */
function SessionBlock({ session }: { session: SessionDetails }) {
  const labels = ICH_LEVEL_PAGE_TEXT.session;
  return (
    <Stack
      gap="4"
      p={{ base: '5', md: '6' }}
      rounded="lg"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
    >
      <FactList
        rows={[
          [labels.date, session.date],
          [labels.time, session.time],
          [labels.venue, session.venue],
          [
            labels.registration,
            <>
              {session.registration}
              {/* Its own line, so the address never shares a line it would have to break. */}
              <Link href={`mailto:${session.registrationEmail}`} display="block" color="teal.700">
                <EmailAddress address={session.registrationEmail} />
              </Link>
            </>,
          ],
        ]}
      />
      <Text fontWeight="semibold" color="orange.900">
        {session.discountNote}
      </Text>
    </Stack>
  );
}
