import { useRef } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { MY_REGISTRATION } from '@academy/content';
import { CancelRegistration } from './CancelRegistration';
import { CheckInCode } from './CheckInCode';
import { isActive } from './registration-facts';
import { ContactLine } from './ContactLine';
import { CourseSummary } from './CourseSummary';
import { MyCertificates } from './MyCertificates';
import { PageTitle } from './PageTitle';
import { LearnerPathPanel } from './LearnerPathPanel';
import { PersonalDetails } from './PersonalDetails';
import { PhotoUploads } from './PhotoUploads';
import type { MyRegistration } from './use-my-registration';

interface RegistrationDetailsProps {
  registration: MyRegistration;
  token: string;
  reload: () => Promise<unknown>;
}

/** The private page once the registration has loaded. */
export function RegistrationDetails({ registration, token, reload }: RegistrationDetailsProps) {
  const courseHeadingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Stack gap="3">
        <PageTitle />
        <Text color="gray.700">{MY_REGISTRATION.intro}</Text>
      </Stack>
      <CourseSummary
        registration={registration}
        token={token}
        reload={reload}
        headingRef={courseHeadingRef}
      />
      {registration.checkInCode && <CheckInCode code={registration.checkInCode} />}
      <LearnerPathPanel registrationId={registration.id} token={token} />
      <MyCertificates certificates={registration.certificates} />
      <PersonalDetails registration={registration} />
      <PhotoUploads registration={registration} token={token} onSaved={reload} />
      {isActive(registration.status) && (
        <CancelRegistration
          registrationId={registration.id}
          token={token}
          // The cancel panel leaves the page: continue from the course panel, whose status now says so.
          onCancelled={() => courseHeadingRef.current?.focus()}
        />
      )}
      <ContactLine />
    </Stack>
  );
}
