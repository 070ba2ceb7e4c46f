import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import type { ProgrammeKey } from '@academy/content';
import { COST, FieldCost } from '../../graphql/query-cost';
import { Programme } from '../calendar-event/programme.enum';
import { RegistrationStatus } from '../registration/registration-status.enum';
import type { PrerequisiteDecision } from '../registration/prerequisite/prerequisite-request.entity';

/** The levels a path lists, as its cost counts them (a learner's registrations and records). */
export const PATH_LEVELS = 20;

/**
 * A path reads the learner's registrations twice and their external records once, about 20 rows,
 * counted here once; its lists count their levels' fields (pathLevelsCost).
 */
export const PATH_COST: FieldCost = ({ childComplexity }) =>
  3 * COST.query + PATH_LEVELS * COST.row + childComplexity;

/** A list of the path's levels, read with the path: its items' fields only. */
const pathLevelsCost: FieldCost = ({ childComplexity }) => PATH_LEVELS * childComplexity;

/** The request of one registration: one query by its key. */
export const PREREQUISITE_REQUEST_COST: FieldCost = ({ childComplexity }) => COST.query + childComplexity;

@ObjectType({ description: 'A level of a programme, as the levels pages name it' })
export class PathLevel {
  @Field(() => Programme)
  programme: ProgrammeKey;

  @Field()
  level: string;
}

@ObjectType({ description: 'A level the learner completed' })
export class CompletedLevelView extends PathLevel {
  @Field(() => DateTimeISOResolver)
  completedAt: Date;

  @Field({ description: 'Recorded by staff as completed with another provider: no certificate of ours' })
  external: boolean;

  @Field(() => ID, {
    nullable: true,
    description: 'The registration completed here (its certificate is issued for it); null when external',
  })
  registrationId: string | null;
}

@ObjectType({ description: 'A level the learner has booked and not yet completed' })
export class BookedLevelView extends PathLevel {
  @Field(() => RegistrationStatus)
  status: RegistrationStatus;

  @Field(() => ID)
  registrationId: string;

  @Field(() => String, { nullable: true, description: 'Its dates as booked; null for the next intake' })
  date: string | null;
}

@ObjectType({
  description:
    'A learner (the registration’s e-mail address) through the levels: completed, booked, and the next level of each programme begun',
})
export class LearnerPath {
  @Field(() => [CompletedLevelView], { complexity: pathLevelsCost })
  completed: CompletedLevelView[];

  @Field(() => [BookedLevelView], { complexity: pathLevelsCost })
  booked: BookedLevelView[];

  @Field(() => [PathLevel], { complexity: pathLevelsCost })
  next: PathLevel[];
}

@ObjectType({ description: 'Why a registration awaits approval, and staff’s decision' })
export class PrerequisiteRequestView {
  @Field({ description: 'The level needed first' })
  neededLevel: string;

  @Field({ description: 'Where and when the registrant says they completed it' })
  note: string;

  @Field(() => DateTimeISOResolver)
  requestedAt: Date;

  @Field(() => String, { nullable: true, description: "'approved' or 'declined'; null while undecided" })
  decision: PrerequisiteDecision | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  decidedAt: Date | null;
}
