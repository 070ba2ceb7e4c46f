import { Field, InputType } from 'type-graphql';
import { ContactEnquiry, validateContactField } from '@academy/validation';
import { SatisfiesRule } from '../../common/input-validation';

const rule = (field: keyof ContactEnquiry) => SatisfiesRule((value) => validateContactField(field, value));

@InputType({ description: 'A contact enquiry from the Contact Us form (SPEC 3.2)' })
export class ContactEnquiryInput implements ContactEnquiry {
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
