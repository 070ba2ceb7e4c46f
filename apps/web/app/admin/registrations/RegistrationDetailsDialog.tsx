import {
  ADMIN_ERASE,
  ADMIN_LIST_ERRORS,
  ADMIN_REGISTRATION_DETAILS,
  ADMIN_REGISTRATIONS,
  REGISTRATION_STATUS_LABELS,
} from '@academy/content';
import { DetailSection } from '../details/DetailSection';
import { DetailsDialog } from '../details/DetailsDialog';
import { EraseAction } from '../details/EraseAction';
import { HistoryList } from '../details/HistoryList';
import { PhotoGallery } from '../details/PhotoGallery';
import { StatusControl } from '../details/StatusControl';
import { ErrorPanel } from '../list/ErrorPanel';
import { LoadingState } from '../list/LoadingState';
import { AttendanceControl } from './AttendanceControl';
import { LearnerPathSection } from './LearnerPathSection';
import { PaymentControl } from './PaymentControl';
import { registrationSections } from './registration-sections';
import { useEraseRegistration } from './use-erase-registration';
import { useRegistrationDetails } from './use-registration-details';
import { useSetRegistrationStatus } from './use-set-registration-status';

/** SPEC.md 2.15's details modal, with the status workflow, the history, the photos and erasure. */
export function RegistrationDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { registration, error, refetch } = useRegistrationDetails(id);
  const { setStatus, saving } = useSetRegistrationStatus();
  const { erase, erasing } = useEraseRegistration();
  return (
    <DetailsDialog title={ADMIN_REGISTRATION_DETAILS.title} onClose={onClose}>
      {!registration ? (
        error ? (
          <ErrorPanel summary={ADMIN_LIST_ERRORS.registrations} error={error} onRetry={refetch} />
        ) : (
          <LoadingState label={ADMIN_REGISTRATIONS.loading} />
        )
      ) : (
        <>
          <StatusControl
            current={registration.status}
            labels={REGISTRATION_STATUS_LABELS}
            onSave={(status) => setStatus(registration.id, status)}
            saving={saving}
            notes={{ CANCELLED: ADMIN_REGISTRATION_DETAILS.cancelFreesSeat }}
          />
          <PaymentControl registration={registration} />
          {registration.event && <AttendanceControl registration={registration} />}
          {registrationSections(registration).map((section) => (
            <DetailSection key={section.title} title={section.title} items={section.items} />
          ))}
          <LearnerPathSection id={registration.id} onChanged={() => void refetch()} />
          <PhotoGallery photos={registration} />
          <HistoryList entries={registration.history} />
          <EraseAction
            warning={ADMIN_ERASE.registrationWarning}
            onErase={() => erase(registration.id)}
            erasing={erasing}
            onErased={onClose}
          />
        </>
      )}
    </DetailsDialog>
  );
}
