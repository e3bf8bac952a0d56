import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class LoginInput {
  @Field({ description: 'E-mail address or username' })
  email: string;

  @Field()
  password: string;
}

@InputType()
export class RegisterInput {
  @Field(() => String, { nullable: true, description: 'Defaults to the e-mail address' })
  username?: string | null;

  @Field()
  email: string;

  @Field()
  password: string;

  @Field()
  passwordConfirm: string;

  @Field(() => String, { nullable: true, description: 'The organization created for this account' })
  organizationName?: string | null;

  @Field(() => String, { nullable: true })
  language?: string | null;
}

@InputType()
export class VerifyRegistrationInput {
  @Field(() => ID)
  userId: string;

  @Field(() => Int)
  timestamp: number;

  @Field()
  signature: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => ID)
  userId: string;

  @Field(() => Int)
  timestamp: number;

  @Field()
  signature: string;

  @Field()
  password: string;

  @Field()
  passwordConfirm: string;
}

@InputType()
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  username?: string | null;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  language?: string | null;

  @Field(() => String, { nullable: true, description: "base64 image (PNG/JPEG) for the active organization's logo" })
  imageLogo?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  publicName?: string | null;

  @Field(() => String, { nullable: true })
  contactEmail?: string | null;

  @Field(() => String, { nullable: true })
  contactPhone?: string | null;
}
