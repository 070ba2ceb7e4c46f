import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { batchedListCost } from '../../graphql/query-cost';

/** A record's history: its creation and a change or two, loaded with the rest of its page's in one query. */
export const HISTORY_COST = batchedListCost(3);

@ObjectType('AuditEntry', { description: 'One admin change to a record: who, what, when' })
export class AuditEntryView {
  @Field(() => ID)
  id: string;

  @Field(() => DateTimeISOResolver)
  at: Date;

  @Field({ description: 'The admin e-mail, or "registrant" for a change made through the private link' })
  actor: string;

  @Field()
  action: string;

  @Field()
  summary: string;
}
