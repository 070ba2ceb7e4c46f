import { MY_REGISTRATION } from '@academy/content';
import { DetailList, DetailsPanel } from './DetailsPanel';
import { formatBirthDate } from './registration-facts';
import type { MyRegistration } from './use-my-registration';

const NOT_GIVEN = 'Not given';

/** What the registrant told us about themselves. */
export function PersonalDetails({ registration }: { registration: MyRegistration }) {
  const given = (value: string) => value.trim() || NOT_GIVEN;
  return (
    <DetailsPanel title="Your details">
      <DetailList
        details={[
          { label: 'Name on the certificate', value: registration.nameAsCertificate },
          {
            label: 'Email',
            value: registration.pendingEmail
              ? `${registration.email} (${MY_REGISTRATION.pendingEmail(registration.pendingEmail)})`
              : registration.email,
          },
          { label: 'Mobile', value: given(registration.mobileNo) },
          { label: 'Telephone', value: given(registration.TelNo) },
          { label: 'Date of birth', value: formatBirthDate(registration.dob) },
          { label: 'Occupation', value: given(registration.occupation) },
          { label: 'Current address', value: given(registration.currentAddress) },
          {
            label: 'Permanent address',
            value: registration.isSameAddress
              ? 'Same as current address'
              : given(registration.permanenetAddress),
          },
        ]}
      />
    </DetailsPanel>
  );
}
