import { useEffect, useReducer, useState, type ChangeEvent } from 'react';
import {
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
import { CONTACT_FORM_TEXT, COUNTRIES, PHONE_HINT, usesPostalCode } from '@academy/content';
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  firstEnquiryError,
  validateEnquiry,
  type EnquiryField,
} from '@academy/validation';
import { CheckboxField, FormField } from '../../components/form/FormField';
import { FormBanners } from '../../components/form/FormBanner';
import { revealBanners, showThenFocus } from '../../components/form/form-focus';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { useFormValuesTypedEarly } from '../../components/form/use-form-values-typed-early';
import { sitePath } from '../../site-locale';
import { enquiryDraft, hasTypedEnquiry } from './contact-draft';
import { INITIAL_CONTACT_FORM_STATE, contactFormReducer } from './contact-form-state';
import { useSubmitEnquiry } from './use-submit-enquiry';
import { EARLY_ACTION } from '../../early-actions';

type TextField = Exclude<EnquiryField, 'acceptPrivacyPolicy'>;

const TEXT_FIELDS = ENQUIRY_FIELDS.filter((field): field is TextField => field !== 'acceptPrivacyPolicy');

/** The contact form of SPEC.md 3.2 with the behaviour of sections 4 and 8. */
export function ContactForm() {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM_STATE);
  const [draft] = useState(enquiryDraft);
  const { submit, preload } = useSubmitEnquiry();
  const submitting = state.status === 'submitting';
  // Asked until a country is chosen (a page sent without its script still has it), then only where
  // addresses have one: not in the UAE.
  const asksZipCode = state.values.country === '' || usesPostalCode(state.values.country);
  const typed = hasTypedEnquiry(state.values);
  const formRef = useFormValuesTypedEarly<HTMLFormElement>((form) => {
    // The draft exists in the browser only, so it is put in after hydration, like what was typed early.
    const kept = draft.read() ?? {};
    for (const field of ENQUIRY_FIELDS) {
      const value = kept[field];
      if (value !== undefined && value !== INITIAL_CONTACT_FORM_STATE.values[field]) {
        dispatch({ type: 'changed', field, value });
      }
    }
    // What a visitor typed before the page's script arrived becomes the form's state.
    for (const field of TEXT_FIELDS) {
      const control = form.elements.namedItem(field);
      if (
        (control instanceof HTMLInputElement ||
          control instanceof HTMLTextAreaElement ||
          control instanceof HTMLSelectElement) &&
        control.value
      ) {
        dispatch({ type: 'changed', field, value: control.value });
      }
    }
    const consent = form.elements.namedItem('acceptPrivacyPolicy');
    if (consent instanceof HTMLInputElement && consent.checked) {
      dispatch({ type: 'changed', field: 'acceptPrivacyPolicy', value: true });
    }
  });

  useEffect(() => {
    if (typed) draft.save(state.values);
    else draft.discard();
  }, [draft, typed, state.values]);

  const { onSubmit, submitPress, isSubmitPressed } = useFormSubmit({
    // A zip code typed before choosing a country without one is not sent: the visitor no longer sees it.
    input: () => (asksZipCode ? state.values : { ...state.values, zipCode: '' }),
    validate: (values) => validateEnquiry({ ...values }),
    firstError: firstEnquiryError,
    // The server trims and checks again; it is the one that decides.
    send: submit,
    dispatch,
    draft,
    onSent: (_sent, form) => {
      showThenFocus(form, () => dispatch({ type: 'submitSucceeded' }), undefined);
      revealBanners(form);
    },
  });

  // Fixed, not useId: the form hydrates as an island of its own, where React's ids would differ.
  const id = (field: EnquiryField) => `contact-${field}`;
  const fieldProps = (field: EnquiryField) => ({
    id: id(field),
    name: field,
    error: state.errors[field],
    required: true,
  });
  // Pressing Send leaves the field: its check waits for the submit, so the button does not move away.
  const left = (field: EnquiryField) => {
    if (!isSubmitPressed()) dispatch({ type: 'left', field });
  };
  const textProps = (field: TextField) => ({
    value: state.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      dispatch({ type: 'changed', field, value: event.target.value }),
    onBlur: () => left(field),
  });

  return (
    <chakra.form
      ref={formRef}
      id="contact-form"
      method="post"
      onSubmit={onSubmit}
      // The sending code loads while the visitor fills the form, not with the page.
      onFocus={preload}
      noValidate
      aria-label={CONTACT_FORM_TEXT.formLabel}
      {...EARLY_ACTION}
    >
      <Stack gap="5">
        <Text fontSize="sm" color="gray.600">
          {CONTACT_FORM_TEXT.allRequired}
        </Text>
        <FormBanners
          success={state.status === 'succeeded' ? CONTACT_FORM_TEXT.sent : undefined}
          error={state.status === 'failed' ? state.failureMessage : undefined}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField {...fieldProps('firstName')} label={CONTACT_FORM_TEXT.firstName}>
            {(control) => (
              <Input
                {...control}
                {...textProps('firstName')}
                autoComplete="given-name"
                maxLength={ENQUIRY_LIMITS.nameMax}
              />
            )}
          </FormField>
          <FormField {...fieldProps('lastName')} label={CONTACT_FORM_TEXT.lastName}>
            {(control) => (
              <Input
                {...control}
                {...textProps('lastName')}
                autoComplete="family-name"
                maxLength={ENQUIRY_LIMITS.nameMax}
              />
            )}
          </FormField>
          <FormField {...fieldProps('email')} label={CONTACT_FORM_TEXT.email}>
            {(control) => (
              <Input
                {...control}
                {...textProps('email')}
                type="email"
                autoComplete="email"
                maxLength={ENQUIRY_LIMITS.emailMax}
              />
            )}
          </FormField>
          <FormField {...fieldProps('phoneNumber')} label={CONTACT_FORM_TEXT.phoneNumber} hint={PHONE_HINT}>
            {(control) => (
              <Input
                {...control}
                {...textProps('phoneNumber')}
                type="tel"
                autoComplete="tel"
                maxLength={ENQUIRY_LIMITS.phoneMax}
              />
            )}
          </FormField>
          <FormField {...fieldProps('country')} label={CONTACT_FORM_TEXT.country}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...control} {...textProps('country')} autoComplete="country">
                  <option value="">{CONTACT_FORM_TEXT.selectCountry}</option>
                  {COUNTRIES.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </FormField>
          {asksZipCode && (
            <FormField {...fieldProps('zipCode')} label={CONTACT_FORM_TEXT.zipCode}>
              {(control) => (
                <Input
                  {...control}
                  {...textProps('zipCode')}
                  autoComplete="postal-code"
                  maxLength={ENQUIRY_LIMITS.zipMax}
                />
              )}
            </FormField>
          )}
        </SimpleGrid>
        <FormField {...fieldProps('message')} label={CONTACT_FORM_TEXT.message}>
          {(control) => (
            <Textarea {...control} {...textProps('message')} rows={6} maxLength={ENQUIRY_LIMITS.messageMax} />
          )}
        </FormField>

        <CheckboxField
          id={id('acceptPrivacyPolicy')}
          name="acceptPrivacyPolicy"
          required
          checked={state.values.acceptPrivacyPolicy}
          onChange={(checked) => dispatch({ type: 'changed', field: 'acceptPrivacyPolicy', value: checked })}
          onBlur={() => left('acceptPrivacyPolicy')}
          error={state.errors.acceptPrivacyPolicy}
        >
          {CONTACT_FORM_TEXT.acceptPrivacyPolicy}{' '}
          <Link href={sitePath('/privacy-policy')} target="_blank" rel="noopener noreferrer" color="teal.700">
            {CONTACT_FORM_TEXT.privacyPolicy}
          </Link>
        </CheckboxField>

        <Button
          type="submit"
          colorPalette="teal"
          size="lg"
          disabled={submitting}
          {...submitPress}
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        >
          {submitting ? CONTACT_FORM_TEXT.sending : CONTACT_FORM_TEXT.send}
        </Button>
      </Stack>
    </chakra.form>
  );
}
