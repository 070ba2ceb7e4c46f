import { useId, useReducer, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Box,
  Button,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import {
  CONTACT_COUNTRIES,
  CONTACT_LIMITS,
  validateContactEnquiry,
  type ContactEnquiryField,
} from '@academy/validation';
import { INITIAL_CONTACT_FORM_STATE, contactFormReducer, firstErroredField } from './contact-form-state';
import { describeSubmitFailure } from './submit-failure';
import { SubmitContactEnquiryDocument } from './submit-contact-enquiry';

type TextField = Exclude<ContactEnquiryField, 'acceptPrivacyPolicy'>;

/** Moves focus to a field by its name; the browser scrolls it into view. */
function focusField(form: HTMLFormElement, field: ContactEnquiryField) {
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * Disabling the focused submit button while sending drops focus to the page; put it back on the button
 * so keyboard users keep their place (unless they have moved on meanwhile).
 */
function restoreLostFocus(form: HTMLFormElement) {
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
}

/** The contact form of SPEC.md 3.2 with the behaviour of sections 4 and 8. */
export function ContactForm() {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM_STATE);
  const [submitContactEnquiry] = useMutation(SubmitContactEnquiryDocument);
  const idPrefix = useId();
  const submitting = state.status === 'submitting';

  const inputId = (field: ContactEnquiryField) => `${idPrefix}${field}`;
  const errorId = (field: ContactEnquiryField) => `${idPrefix}${field}-error`;

  /** Props every control shares: identity, accessibility wiring and the blur rule. */
  const controlProps = (field: ContactEnquiryField) => {
    const invalid = state.errors[field] !== undefined;
    return {
      id: inputId(field),
      name: field,
      required: true,
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? errorId(field) : undefined,
      onBlur: () => dispatch({ type: 'left', field }),
    };
  };

  const textProps = (field: TextField) => ({
    ...controlProps(field),
    value: state.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      dispatch({ type: 'changed', field, value: event.target.value }),
  });

  const fieldError = (field: ContactEnquiryField) =>
    state.errors[field] && (
      <Text id={errorId(field)} color="red.600" fontSize="sm">
        {state.errors[field]}
      </Text>
    );

  const labelled = (field: ContactEnquiryField, label: string, control: ReactNode) => (
    <Stack gap="1.5">
      <chakra.label htmlFor={inputId(field)} fontWeight="medium" fontSize="sm" color="gray.800">
        {label}
      </chakra.label>
      {control}
      {fieldError(field)}
    </Stack>
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;

    const errors = validateContactEnquiry({ ...state.values });
    const firstInvalid = firstErroredField(errors);
    if (firstInvalid) {
      // Render the errors first so the focused field is announced with its message.
      flushSync(() => dispatch({ type: 'submitRejected', errors }));
      focusField(form, firstInvalid);
      return;
    }

    dispatch({ type: 'submitStarted' });
    try {
      // The server trims and checks again; it is the one that decides.
      await submitContactEnquiry({ variables: { input: state.values } });
      flushSync(() => dispatch({ type: 'submitSucceeded' }));
      restoreLostFocus(form);
    } catch (error) {
      const failure = describeSubmitFailure(error);
      flushSync(() => dispatch({ type: 'submitFailed', ...failure }));
      const firstRejected = firstErroredField(failure.fieldErrors);
      if (firstRejected) focusField(form, firstRejected);
      else restoreLostFocus(form);
    }
  }

  return (
    <chakra.form onSubmit={handleSubmit} noValidate aria-label="Contact form">
      <Stack gap="5">
        <Text fontSize="sm" color="gray.600">
          All fields are required.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          {labelled(
            'firstName',
            'First Name',
            <Input
              {...textProps('firstName')}
              autoComplete="given-name"
              maxLength={CONTACT_LIMITS.nameMax}
            />,
          )}
          {labelled(
            'lastName',
            'Last Name',
            <Input
              {...textProps('lastName')}
              autoComplete="family-name"
              maxLength={CONTACT_LIMITS.nameMax}
            />,
          )}
          {labelled(
            'email',
            'Email',
            <Input
              {...textProps('email')}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.emailMax}
            />,
          )}
          {labelled(
            'phoneNumber',
            'Phone Number',
            <Input
              {...textProps('phoneNumber')}
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phoneMax}
            />,
          )}
          {labelled(
            'country',
            'Country',
            <NativeSelect.Root>
              <NativeSelect.Field {...textProps('country')} autoComplete="country">
                <option value="">Select Country</option>
                {CONTACT_COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {labelled(
            'zipCode',
            'Zip Code',
            <Input {...textProps('zipCode')} autoComplete="postal-code" maxLength={CONTACT_LIMITS.zipMax} />,
          )}
        </SimpleGrid>
        {labelled(
          'message',
          'Message',
          <Textarea {...textProps('message')} rows={6} maxLength={CONTACT_LIMITS.messageMax} />,
        )}

        <Stack gap="1.5">
          <Box display="flex" alignItems="flex-start" gap="2.5">
            <chakra.input
              {...controlProps('acceptPrivacyPolicy')}
              type="checkbox"
              checked={state.values.acceptPrivacyPolicy}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                dispatch({ type: 'changed', field: 'acceptPrivacyPolicy', value: event.target.checked })
              }
              boxSize="4.5"
              mt="0.5"
              flexShrink="0"
              accentColor="teal.600"
              cursor="pointer"
              _invalid={{ outline: '2px solid', outlineColor: 'red.500', outlineOffset: '1px' }}
            />
            <chakra.label htmlFor={inputId('acceptPrivacyPolicy')} fontSize="sm" color="gray.800">
              I accept the{' '}
              <Link href="/privacy-policy" target="_blank" rel="noopener noreferrer" color="teal.700">
                Privacy Policy
              </Link>
            </chakra.label>
          </Box>
          {fieldError('acceptPrivacyPolicy')}
        </Stack>

        {/* Live regions stay mounted so screen readers announce the banner that appears inside. */}
        <Box>
          <Box role="status">
            {state.status === 'succeeded' && <Banner tone="success">Message sent successfully!</Banner>}
          </Box>
          <Box role="alert">
            {state.status === 'failed' && <Banner tone="error">{state.failureMessage}</Banner>}
          </Box>
        </Box>

        <Button
          type="submit"
          colorPalette="teal"
          size="lg"
          disabled={submitting}
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        >
          {submitting ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </chakra.form>
  );
}

function Banner({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const palette = tone === 'success' ? 'green' : 'red';
  return (
    <Box
      px="4"
      py="3"
      borderRadius="md"
      borderWidth="1px"
      borderColor={`${palette}.300`}
      bg={`${palette}.50`}
      color={`${palette}.800`}
      fontWeight="medium"
    >
      {children}
    </Box>
  );
}
