import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { type Fee, type ProgrammeKey, formatFee } from '@academy/content';
import { Programme } from './programme.enum';

/** A sum in whole units of its currency, and as the site writes it. */
@ObjectType('Fee', { description: 'A fee in whole units of its currency' })
export class FeeView {
  @Field(() => Int, { description: 'Whole units of the currency (dirhams, not fils)' })
  amount: number;

  @Field({ description: 'ISO 4217 code, upper case, e.g. AED' })
  currency: string;

  @Field({ description: "As the site writes it, e.g. 'AED 1,872'" })
  formatted: string;
}

export const toFeeView = (fee: Fee): FeeView => ({ ...fee, formatted: formatFee(fee) });

@ObjectType('ProgrammeLevel', {
  description: 'A programme level people enrol in: its one fee, currency, duration and hours',
})
export class ProgrammeLevelView {
  @Field(() => ID, { description: "The programme and the level's rank there, e.g. DECODE-2" })
  id: string;

  @Field(() => Programme)
  programme: ProgrammeKey;

  @Field({ description: "The level's name as registrants choose it, e.g. 'Level 2: Decode Your Behaviour'" })
  level: string;

  @Field(() => FeeView)
  fee: FeeView;

  @Field(() => Int)
  durationDays: number;

  @Field(() => Int, { nullable: true, description: 'Teaching and supervised practice hours, where stated' })
  hours: number | null;
}

@ArgsType()
export class UpdateProgrammeLevelArgs {
  @Field(() => Programme)
  programme: ProgrammeKey;

  @Field({ description: "The level's name, or what names it ('Level 2', its title)" })
  level: string;

  @Field(() => Int, { description: 'Whole units of the currency, from 1 to 1,000,000' })
  feeAmount: number;

  @Field({ description: 'ISO 4217 code, e.g. AED' })
  currency: string;

  @Field(() => Int, { description: 'Days, from 1 to 365' })
  durationDays: number;

  @Field(() => Int, { nullable: true, description: 'Hours, from 1 to 2,000; empty when not stated' })
  hours?: number | null;
}
