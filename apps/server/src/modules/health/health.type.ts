import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Liveness of the server and its database' })
export class Health {
  @Field({ description: 'ok, or unavailable when the database does not answer' })
  status: string;

  @Field({ description: 'up or down' })
  database: string;
}
