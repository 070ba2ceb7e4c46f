import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { ENROLMENT_FORM_TEXT, ENROLMENT_TEXT } from '@academy/content';
import { REGISTRATION_LIMITS, nameAsCertificate } from '@academy/validation';
import { CheckboxField, FormField } from '../form/FormField';
import { type EnrolmentFieldBinding, fieldProps, textControl } from './field-binding';

const READ_ONLY_STYLE = { bg: 'gray.100', color: 'gray.800', cursor: 'default' } as const;

/** Who is enrolling: names, the certificate name built from them, contact, birth date, occupation. */
export function PersonalFields({ binding }: { binding: EnrolmentFieldBinding }) {
  const { values } = binding;
  const certificateId = `${binding.idFor('firstName')}-certificate`;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <FormField {...fieldProps(binding, 'firstName')}>
        {(control) => (
          <Input
            {...control}
            {...textControl(binding, 'firstName')}
            autoComplete="given-name"
            maxLength={REGISTRATION_LIMITS.firstName}
          />
        )}
      </FormField>
      <FormField {...fieldProps(binding, 'middleName')}>
        {(control) => (
          <Input
            {...control}
            {...textControl(binding, 'middleName')}
            autoComplete="additional-name"
            maxLength={REGISTRATION_LIMITS.middleName}
          />
        )}
      </FormField>
      <FormField {...fieldProps(binding, 'lastName')}>
        {(control) => (
          <Input
            {...control}
            {...textControl(binding, 'lastName')}
            autoComplete="family-name"
            maxLength={REGISTRATION_LIMITS.lastName}
          />
        )}
      </FormField>
      <FormField
        id={certificateId}
        name="nameAsCertificate"
        label={ENROLMENT_FORM_TEXT.certificateName}
        hint={ENROLMENT_TEXT.certificateHint}
      >
        {(control) => (
          <Input
            {...control}
            value={nameAsCertificate(values.firstName, values.middleName, values.lastName)}
            readOnly
            {...READ_ONLY_STYLE}
          />
        )}
      </FormField>
      <FormField {...fieldProps(binding, 'email')}>
        {(control) => (
          <Input
            {...control}
            {...textControl(binding, 'email')}
            type="email"
            autoComplete="email"
            maxLength={REGISTRATION_LIMITS.email}
          />
        )}
      </FormField>
      <FormField {...fieldProps(binding, 'mobileNo')} hint={ENROLMENT_TEXT.mobileHint}>
        {(control) => (
          <Input
            {...control}
            {...textControl(binding, 'mobileNo')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={REGISTRATION_LIMITS.mobileNo}
          />
        )}
      </FormField>
      <FormField {...fieldProps(binding, 'TelNo')} hint={ENROLMENT_TEXT.telephoneHint}>
        {(control) => (
          <Input
            {...control}
            {...textControl(binding, 'TelNo')}
            type="tel"
            inputMode="tel"
            maxLength={REGISTRATION_LIMITS.TelNo}
          />
        )}
      </FormField>
      <FormField {...fieldProps(binding, 'dob')}>
        {(control) => <Input {...control} {...textControl(binding, 'dob')} type="date" autoComplete="bday" />}
      </FormField>
      <FormField {...fieldProps(binding, 'occupation')}>
        {(control) => (
          <Input
            {...control}
            {...textControl(binding, 'occupation')}
            autoComplete="organization-title"
            maxLength={REGISTRATION_LIMITS.occupation}
          />
        )}
      </FormField>
    </SimpleGrid>
  );
}

/** Where the registrant lives; the permanent address copies the current one while the box is ticked. */
export function AddressFields({ binding }: { binding: EnrolmentFieldBinding }) {
  const same = binding.values.isSameAddress;
  return (
    <Stack gap="4">
      <FormField {...fieldProps(binding, 'currentAddress')}>
        {(control) => (
          <Textarea
            {...control}
            {...textControl(binding, 'currentAddress')}
            rows={2}
            autoComplete="street-address"
            maxLength={REGISTRATION_LIMITS.currentAddress}
          />
        )}
      </FormField>
      <CheckboxField
        id={binding.idFor('isSameAddress')}
        name="isSameAddress"
        checked={same}
        onChange={(checked) => binding.onChange('isSameAddress', checked)}
        error={binding.errors.isSameAddress}
      >
        {ENROLMENT_TEXT.sameAddress}
      </CheckboxField>
      <FormField {...fieldProps(binding, 'permanenetAddress')}>
        {(control) => (
          <Textarea
            {...control}
            {...textControl(binding, 'permanenetAddress')}
            rows={2}
            readOnly={same}
            maxLength={REGISTRATION_LIMITS.permanenetAddress}
            {...(same ? READ_ONLY_STYLE : {})}
          />
        )}
      </FormField>
    </Stack>
  );
}
