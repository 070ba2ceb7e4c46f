import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A staff account of the admin area' })
export class AdminProfile {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  name: string;

  @Field(() => DateTimeISOResolver, { nullable: true })
  lastLoginAt: Date | null;
}

@ObjectType({ description: 'A signed-in admin session' })
export class AdminSessionInfo {
  @Field(() => AdminProfile)
  admin: AdminProfile;

  @Field(() => DateTimeISOResolver)
  expiresAt: Date;
}

@ObjectType({ description: 'A new session: the token also travels in an HttpOnly cookie for browsers' })
export class AdminLoginResult extends AdminSessionInfo {
  @Field({ description: 'Send as "Authorization: Bearer <token>"; valid for one day' })
  token: string;
}

@ArgsType()
export class AdminLoginArgs {
  @Field()
  email: string;

  @Field()
  password: string;

  @Field({ defaultValue: false, description: 'Keep the browser session across browser restarts (one day)' })
  rememberMe: boolean;
}

@InputType()
export class AdminProfileInput {
  @Field({ nullable: true })
  name?: string;

  @Field({ nullable: true })
  email?: string;
}

@ArgsType()
export class ChangeAdminPasswordArgs {
  @Field()
  currentPassword: string;

  @Field()
  newPassword: string;
}
