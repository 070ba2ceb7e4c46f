import { type FormEvent, useId, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Stack, chakra } from '@chakra-ui/react';
import { validateFamilyBooking } from '@academy/validation';
import { ModalFormFooter } from '../../components/form/ModalFormFooter';
import { focusField, newSubmissionKey, showThenFocus } from '../../components/form/form-focus';
import {
  INITIAL_FAMILY_BOOKING,
  bookingForm,
  familyBookingReducer,
  firstBookingError,
  memberField,
} from './family-booking-state';
import { EmailField, SlotField, UsPhoneField } from './BookingFields';
import { MemberFields } from './MemberFields';
import { type FamilyBookingReceipt, useBookFamilySession } from './use-book-family-session';
import type { FamilySessionView } from './use-family-sessions';

interface FamilyBookingFormProps {
  session: FamilySessionView;
  onBooked: (receipt: FamilyBookingReceipt) => void;
  /** The session filled up or closed meanwhile. */
  onConflict: () => void;
  onCancel: () => void;
}

/** The booking form of SPEC.md 2.11 with the rules of 5.3. */
export function FamilyBookingForm({ session, onBooked, onConflict, onCancel }: FamilyBookingFormProps) {
  const [state, dispatch] = useReducer(familyBookingReducer, INITIAL_FAMILY_BOOKING);
  // One key per opening: a double click stores one booking.
  const [submissionKey] = useState(newSubmissionKey);
  const { book } = useBookFamilySession();
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const submitting = state.status === 'submitting';

  /** Applies a change to the rows at once, then puts focus on a row (the added one, or the next). */
  const changeRows = (change: () => void, focusIndex: number) => {
    flushSync(change);
    if (formRef.current) focusField(formRef.current, memberField(focusIndex));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const booking = bookingForm(state, session.id);
    const errors = validateFamilyBooking({ ...booking });
    const firstInvalid = firstBookingError(errors);
    if (firstInvalid) {
      showThenFocus(form, () => dispatch({ type: 'submitRejected', errors }), firstInvalid);
      return;
    }

    dispatch({ type: 'submitStarted' });
    const outcome = await book({ ...booking, submissionKey });
    if (outcome.ok) {
      onBooked(outcome.receipt);
      return;
    }
    const { failure } = outcome;
    const fieldErrors = failure.kind === 'invalid' ? failure.errors : {};
    showThenFocus(
      form,
      () => dispatch({ type: 'submitFailed', message: failure.message, errors: fieldErrors }),
      firstBookingError(fieldErrors),
    );
    if (failure.kind === 'conflict') onConflict();
  }

  return (
    <chakra.form
      ref={formRef}
      method="post"
      onSubmit={handleSubmit}
      noValidate
      aria-label="Family booking form"
    >
      <Stack gap="5">
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
        <UsPhoneField
          id={`${idPrefix}phone`}
          value={state.phone}
          error={state.errors.phone}
          onChange={(value) => dispatch({ type: 'changed', field: 'phone', value })}
        />

        <ModalFormFooter
          banner={state.banner}
          submitting={submitting}
          submitLabel="Complete Registration"
          onCancel={onCancel}
        />
      </Stack>
    </chakra.form>
  );
}
