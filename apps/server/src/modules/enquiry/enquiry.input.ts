import { Field, InputType } from 'type-graphql';
import { Enquiry, validateEnquiryField } from '@academy/validation';
import { SatisfiesRule } from '../../common/input-validation';

const rule = (field: keyof Enquiry) => SatisfiesRule((value) => validateEnquiryField(field, value));

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

  @Field()
  @rule('phoneNumber')
  phoneNumber: string;

  @Field({ description: 'One of US, IN, UK, CA, AU' })
  @rule('country')
  country: string;

  @Field()
  @rule('zipCode')
  zipCode: string;

  @Field()
  @rule('message')
  message: string;

  @Field({ description: 'Must be true' })
  @rule('acceptPrivacyPolicy')
  acceptPrivacyPolicy: boolean;
}
