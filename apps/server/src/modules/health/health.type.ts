import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum HealthStatus {
  OK = 'ok',
  UNAVAILABLE = 'unavailable',
}

export enum DatabaseState {
  UP = 'up',
  DOWN = 'down',
}

registerEnumType(HealthStatus, { name: 'HealthStatus', description: 'Whether the server can do its work' });
registerEnumType(DatabaseState, { name: 'DatabaseState', description: 'Whether the database answers' });

@ObjectType({ description: 'Liveness of the server and its database' })
export class Health {
  @Field(() => HealthStatus, { description: 'ok, or unavailable when the database does not answer' })
  status: HealthStatus;

  @Field(() => DatabaseState)
  database: DatabaseState;
}
