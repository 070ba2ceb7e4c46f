import { ADMIN_ENQUIRIES, ADMIN_ERASE, ADMIN_LIST_ERRORS, ENQUIRY_STATUS_LABELS } from '@academy/content';
import { DetailSection } from '../details/DetailSection';
import { DetailsDialog } from '../details/DetailsDialog';
import { EraseAction } from '../details/EraseAction';
import { HistoryList } from '../details/HistoryList';
import { StatusControl } from '../details/StatusControl';
import { ErrorPanel } from '../list/ErrorPanel';
import { LoadingState } from '../list/LoadingState';
import { formatDateTime } from '../list/format';
import { EmailLink, PhoneLink } from '../table/ContactLinks';
import { useEnquiryDetails } from './use-enquiry-details';
import { useEraseEnquiry } from './use-erase-enquiry';
import { useSetEnquiryStatus } from './use-set-enquiry-status';

const FIELD = ADMIN_ENQUIRIES.fields;

/** SPEC.md 2.15's enquiry details modal, with the New / In progress / Resolved workflow, history and erasure. */
export function EnquiryDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { enquiry, error, refetch } = useEnquiryDetails(id);
  const { setStatus, saving } = useSetEnquiryStatus();
  const { erase, erasing } = useEraseEnquiry();
  return (
    <DetailsDialog title={ADMIN_ENQUIRIES.detailsTitle} onClose={onClose}>
      {!enquiry ? (
        error ? (
          <ErrorPanel summary={ADMIN_LIST_ERRORS.enquiries} error={error} onRetry={refetch} />
        ) : (
          <LoadingState label={ADMIN_ENQUIRIES.loading} />
        )
      ) : (
        <>
          <StatusControl
            current={enquiry.status}
            labels={ENQUIRY_STATUS_LABELS}
            onSave={(status) => setStatus(enquiry.id, status)}
            saving={saving}
          />
          <DetailSection
            title={ADMIN_ENQUIRIES.contactSection}
            items={[
              { label: FIELD.name, value: enquiry.fullName },
              { label: FIELD.email, value: <EmailLink address={enquiry.email} /> },
              { label: FIELD.phone, value: <PhoneLink number={enquiry.phoneNumber} /> },
              { label: FIELD.country, value: enquiry.countryName },
              { label: FIELD.zipCode, value: enquiry.zipCode },
              { label: FIELD.createdAt, value: formatDateTime(enquiry.createdAt) },
              { label: FIELD.message, value: enquiry.message },
            ]}
          />
          <HistoryList entries={enquiry.history} />
          <EraseAction
            warning={ADMIN_ERASE.enquiryWarning}
            onErase={() => erase(enquiry.id)}
            erasing={erasing}
            onErased={onClose}
          />
        </>
      )}
    </DetailsDialog>
  );
}
