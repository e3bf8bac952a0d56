import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum OtpMethod {
  TOTP = 'TOTP',
  EMAIL = 'EMAIL',
}
registerEnumType(OtpMethod, { name: 'OtpMethod', description: 'A kind of second factor: a code generator app (TOTP) or a code mailed' });

@ObjectType({ description: 'A method the user can add (spec 7 otp-methods)' })
export class OtpMethodInfo {
  @Field(() => ID, { description: '"totp" or "email": the {id} of otp-methods/{id}/setup/' })
  id: string;

  @Field(() => OtpMethod)
  method: OtpMethod;

  @Field({ description: 'Localized name' })
  name: string;
}

@ObjectType('OtpDevice', { description: "One of the user's two-factor devices" })
export class OtpDeviceType {
  @Field(() => ID)
  id: number;

  @Field(() => OtpMethod)
  method: OtpMethod;

  @Field({ description: 'TOTP: the name given at setup; EMAIL: the address' })
  name: string;

  @Field({ description: 'False until a first code was validated (an abandoned setup)' })
  confirmed: boolean;

  @Field({ description: 'The default device (User.dfaId)' })
  isDefault: boolean;

  @Field()
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt: Date | null;
}

@ObjectType()
export class OtpSetupResult {
  @Field(() => OtpDeviceType, { description: 'Unconfirmed until otpValidate' })
  device: OtpDeviceType;

  @Field(() => String, { nullable: true, description: 'TOTP only: the base32 secret, answered this once' })
  secret: string | null;

  @Field(() => String, { nullable: true, description: 'TOTP only: otpauth://totp/... for the authenticator app' })
  otpauthUrl: string | null;

  @Field(() => String, { nullable: true, description: 'TOTP only: the otpauth URL as a PNG data URL' })
  qrCode: string | null;
}

@ObjectType()
export class OtpValidateResult {
  @Field(() => OtpDeviceType)
  device: OtpDeviceType;

  @Field(() => [String], { nullable: true, description: "10 backup codes with the user's first confirmed device (shown once), else null" })
  backupCodes: string[] | null;
}

@ObjectType()
export class OtpBackupStatus {
  @Field(() => Int, { description: 'Unused backup codes' })
  remaining: number;

  @Field(() => Date, { nullable: true })
  generatedAt: Date | null;
}

@InputType()
export class OtpSetupInput {
  @Field(() => OtpMethod)
  method: OtpMethod;

  @Field(() => String, { nullable: true, description: 'TOTP: a name for the device' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Once two-factor is on: a current code of a confirmed device or a backup code (as for a removal)',
  })
  code?: string | null;
}

@InputType()
export class OtpValidateInput {
  @Field(() => ID)
  device: string;

  @Field({ description: 'The code shown by the app or mailed' })
  code: string;

  @Field(() => String, { nullable: true, description: 'TOTP: the secret of the setup; when sent it must match' })
  secret?: string | null;
}

@InputType()
export class OtpVerifyInput {
  @Field(() => ID, { nullable: true, description: 'The device the code comes from; omit for a backup code' })
  device?: string | null;

  @Field({ description: 'A TOTP or e-mail code, or a backup code' })
  code: string;

  @Field(() => String, { nullable: true, description: 'API clients: the pending login (browsers send the benevo_otp cookie)' })
  ephemeralToken?: string | null;
}
