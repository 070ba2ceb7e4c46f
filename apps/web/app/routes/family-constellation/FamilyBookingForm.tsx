import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Stack, Text, chakra } from '@chakra-ui/react';
import { FAMILY_BOOKING_TEXT, WAITING_LIST } from '@academy/content';
import { familyMemberField, firstFamilyBookingError, validateFamilyBooking } from '@academy/validation';
import type { SeatClaim } from '../../components/enrolment/enrolment-target';
import { FormBanners } from '../../components/form/FormBanner';
import { ModalFormFooter } from '../../components/form/ModalFormFooter';
import { focusField, newSubmissionKey } from '../../components/form/form-focus';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { useCloseGuard } from '../../components/overlay/close-guard';
import {
  bookingDraftOf,
  claimedBooking,
  familyBookingDraft,
  hasTypedBooking,
  restoredBooking,
} from './family-booking-draft';
import { bookingForm, familyBookingReducer } from './family-booking-state';
import { EmailField, PhoneField, SlotField } from './BookingFields';
import { MemberFields } from './MemberFields';
import { type FamilyBookingReceipt, useBookFamilySession } from './use-book-family-session';
import type { FamilySessionView } from './use-family-sessions';

interface FamilyBookingFormProps {
  session: FamilySessionView;
  /** A claim link's held seat: the form opens filled in for it and the booking claims it. */
  claim?: SeatClaim;
  onBooked: (receipt: FamilyBookingReceipt) => void;
  /** The session filled up or closed meanwhile. */
  onConflict: () => void;
  onCancel: () => void;
}

/** The booking form of SPEC.md 2.11 with the rules of 5.3. */
export function FamilyBookingForm({
  session,
  claim,
  onBooked,
  onConflict,
  onCancel,
}: FamilyBookingFormProps) {
  const [draft] = useState(() => familyBookingDraft(session.id));
  const [state, dispatch] = useReducer(familyBookingReducer, undefined, () =>
    claim ? claimedBooking(claim) : restoredBooking(draft.read()),
  );
  // One key per opening: a double click stores one booking.
  const [submissionKey] = useState(newSubmissionKey);
  const { book, preload } = useBookFamilySession();
  // The visitor opened the form: its sending code loads while they fill it in.
  useEffect(preload, [preload]);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const submitting = state.status === 'submitting';
  const typed = hasTypedBooking(state);
  const requestClose = useCloseGuard({ hasTyped: typed, discard: draft.discard }, onCancel);

  useEffect(() => {
    if (typed) draft.save(bookingDraftOf(state));
    else draft.discard();
  }, [draft, typed, state]);

  /** Applies a change to the rows at once, then puts focus on a row (the added one, or the next). */
  const changeRows = (change: () => void, focusIndex: number) => {
    flushSync(change);
    if (formRef.current) focusField(formRef.current, familyMemberField(focusIndex));
  };

  const { onSubmit } = useFormSubmit({
    input: () => bookingForm(state, session.id),
    validate: (booking) => validateFamilyBooking({ ...booking }),
    firstError: firstFamilyBookingError,
    send: (booking) => book({ ...booking, submissionKey, claimToken: claim?.token }),
    dispatch,
    draft,
    onSent: onBooked,
    onFailed: (failure) => {
      if (failure.kind === 'conflict') onConflict();
    },
  });

  return (
    <chakra.form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={FAMILY_BOOKING_TEXT.formLabel}
    >
      <Stack gap="5">
        {claim && (
          <Text color="teal.900" fontWeight="semibold">
            {WAITING_LIST.claimHeld('family-session', claim.offerExpiresAt)}
          </Text>
        )}
        <FormBanners error={state.banner} />
        <SlotField
          id={`${idPrefix}slot`}
          slots={session.timeSlots}
          value={state.sessionSlot}
          error={state.errors.sessionSlot}
          onChange={(slot) => dispatch({ type: 'slotChosen', slot })}
        />

        <MemberFields
          idPrefix={idPrefix}
          members={state.members}
          errors={state.errors}
          onChange={(index, name) => dispatch({ type: 'memberChanged', index, name })}
          onAdd={() => changeRows(() => dispatch({ type: 'memberAdded' }), state.members.length)}
          onRemove={(index) =>
            changeRows(
              () => dispatch({ type: 'memberRemoved', index }),
              Math.min(index, state.members.length - 2),
            )
          }
        />

        <EmailField
          id={`${idPrefix}email`}
          value={state.email}
          error={state.errors.email}
          onChange={(value) => dispatch({ type: 'changed', field: 'email', value })}
        />
        <PhoneField
          id={`${idPrefix}phone`}
          value={state.phone}
          error={state.errors.phone}
          onChange={(value) => dispatch({ type: 'changed', field: 'phone', value })}
        />

        <ModalFormFooter
          submitting={submitting}
          submitLabel={FAMILY_BOOKING_TEXT.submit}
          onCancel={requestClose}
        />
      </Stack>
    </chakra.form>
  );
}
