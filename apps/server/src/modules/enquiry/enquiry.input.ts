import { Field, InputType } from 'type-graphql';
import { Enquiry, validateEnquiryField } from '@academy/validation';
import { SatisfiesRule } from '../../common/input-validation';

const rule = (field: keyof Enquiry) =>
  SatisfiesRule((value, enquiry) => validateEnquiryField(field, value, enquiry));

@InputType({ description: 'An enquiry from the contact form of Contact Us (SPEC 3.2)' })
export class EnquiryInput implements Enquiry {
  @Field()
  @rule('firstName')
  firstName: string;

  @Field()
  @rule('lastName')
  lastName: string;

  @Field()
  @rule('email')
  email: string;

  @Field({
    description:
      "International ('+44 20 7946 0958'), UAE without +971 ('050 123 4567'), or of the chosen country; or ten digits without a country code",
  })
  @rule('phoneNumber')
  phoneNumber: string;

  @Field({ description: "ISO 3166-1 alpha-2 code (AE, IN, GB…); 'UK' is taken for GB" })
  @rule('country')
  country: string;

  @Field({
    nullable: true,
    description: 'Required (3 characters or more) where addresses have a postal code',
  })
  @rule('zipCode')
  zipCode: string;

  @Field()
  @rule('message')
  message: string;

  @Field({ description: 'Must be true' })
  @rule('acceptPrivacyPolicy')
  acceptPrivacyPolicy: boolean;
}
