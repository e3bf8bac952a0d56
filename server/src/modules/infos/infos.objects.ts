import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: "A message to the platform's support (/infos/contact)" })
export class SupportContactInput {
  @Field({ description: 'question, bug or billing' }) category: string;
  @Field() subject: string;
  @Field() message: string;
  @Field({ description: "The address the support answers to (the client fills in the user's)" }) replyTo: string;
}

@ObjectType('AuditPerson', { description: 'A user named in an audit entry (a deleted user keeps its id, without e-mail)' })
export class AuditPersonType {
  @Field(() => ID) id: number;
  @Field() email: string;
  @Field({ description: 'First and last name; empty when the user gave none' }) name: string;
}

@ObjectType('AuditDetail', { description: "One non-secret detail of an audit entry; the value is JSON text when it is not a string" })
export class AuditDetailType {
  @Field() key: string;
  @Field() value: string;
}

@ObjectType('AuditEntry', { description: 'A security event (issue 16): logins, two-factor, tokens, webhooks, licence and flags, staff switches' })
export class AuditEntryType {
  @Field(() => ID) id: number;
  @Field(() => ID, { nullable: true }) organizationId: number | null;
  @Field(() => String, { nullable: true }) organizationName: string | null;
  @Field(() => AuditPersonType, { nullable: true, description: 'The user the event is about' }) user: AuditPersonType | null;
  @Field(() => AuditPersonType, { nullable: true, description: 'Who acted, when not the user (staff, an admin)' }) actor: AuditPersonType | null;
  @Field({ description: 'A dotted action name (login.succeeded, otp.deviceAdded...)' }) action: string;
  @Field(() => [AuditDetailType]) detail: AuditDetailType[];
  @Field({ description: "The caller's address" }) ipAddress: string;
  @Field() createdAt: Date;
}

@ObjectType('AuditLogPage', { description: 'A page of the audit log, newest first' })
export class AuditLogPageType {
  @Field(() => [AuditEntryType]) entries: AuditEntryType[];
  @Field(() => Int, { description: 'Entries matching the filters, every page together' }) totalCount: number;
  @Field() hasNextPage: boolean;
  @Field(() => String, { nullable: true, description: 'Pass it as `after` for the next page' }) endCursor: string | null;
}
