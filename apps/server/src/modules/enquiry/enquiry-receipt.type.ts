import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';

/** What the sender gets back: proof of receipt, not the stored message. */
@ObjectType({ description: 'What the sender gets back once the enquiry is stored' })
export class EnquiryReceipt {
  @Field(() => ID)
  id: string;

  @Field(() => DateTimeISOResolver)
  receivedAt: Date;
}
