import { MY_REGISTRATION, MY_REGISTRATION_PANELS } from '@academy/content';
import { DetailList, DetailsPanel } from './DetailsPanel';
import { formatBirthDate } from './registration-facts';
import type { MyRegistration } from './use-my-registration';

/** What the registrant told us about themselves. */
export function PersonalDetails({ registration }: { registration: MyRegistration }) {
  const text = MY_REGISTRATION_PANELS.details;
  const given = (value: string) => value.trim() || text.notGiven;
  return (
    <DetailsPanel title={text.title}>
      <DetailList
        details={[
          { label: text.certificateName, value: registration.nameAsCertificate },
          {
            label: text.email,
            value: registration.pendingEmail
              ? `${registration.email} (${MY_REGISTRATION.pendingEmail(registration.pendingEmail)})`
              : registration.email,
          },
          { label: text.mobile, value: given(registration.mobileNo) },
          { label: text.telephone, value: given(registration.TelNo) },
          { label: text.dateOfBirth, value: formatBirthDate(registration.dob) },
          { label: text.occupation, value: given(registration.occupation) },
          { label: text.currentAddress, value: given(registration.currentAddress) },
          {
            label: text.permanentAddress,
            value: registration.isSameAddress ? text.sameAddress : given(registration.permanenetAddress),
          },
        ]}
      />
    </DetailsPanel>
  );
}
