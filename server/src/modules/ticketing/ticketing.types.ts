import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum TicketingSyncStatusEnum {
  PENDING = 'pending',
  RUNNING = 'running',
  RETRYING = 'retrying',
  DONE = 'done',
  FAILED = 'failed',
}
registerEnumType(TicketingSyncStatusEnum, { name: 'TicketingSyncStatus', description: 'A synchronisation waits, runs, waits for another attempt, is done or failed' });

@ObjectType('TicketingSettings', { description: 'The ticketing connection (enableWeezevent); credentials are never answered, only whether they are set' })
export class TicketingSettingsType {
  @Field({ description: "The organization's base URL; '' uses the installation's default" }) baseUrl: string;
  @Field({ description: 'The URL the sync calls' }) effectiveBaseUrl: string;
  @Field() apiKeySet: boolean;
  @Field(() => String, { nullable: true, description: 'The last four characters of the API key' }) apiKeyLast4: string | null;
  @Field() accessTokenSet: boolean;
  @Field(() => String, { nullable: true, description: 'The last four characters of the access token' }) accessTokenLast4: string | null;
  @Field(() => Date, { nullable: true }) modifiedAt: Date | null;
}

@InputType({ description: 'An empty or absent credential keeps the stored one; a value replaces it' })
export class TicketingSettingsInput {
  @Field(() => String, { nullable: true }) baseUrl?: string | null;
  @Field(() => String, { nullable: true }) apiKey?: string | null;
  @Field(() => String, { nullable: true }) accessToken?: string | null;
}

@ObjectType('TicketingEventMapping', { description: "A Benevo event linked to the vendor's event and the volunteers' ticket type" })
export class TicketingEventMappingType {
  @Field(() => ID) eventId: number;
  @Field() vendorEventId: string;
  @Field() vendorTicketId: string;
  @Field() modifiedAt: Date;
}

@InputType()
export class TicketingMappingInput {
  @Field() vendorEventId: string;
  @Field() vendorTicketId: string;
}

@ObjectType('TicketingSync', { description: 'One synchronisation of an event (the log)' })
export class TicketingSyncType {
  @Field(() => ID) id: number;
  @Field(() => ID) eventId: number;
  @Field(() => TicketingSyncStatusEnum) status: TicketingSyncStatusEnum;
  @Field(() => Int) attempts: number;
  @Field({ description: 'When it was asked for' }) createdAt: Date;
  @Field(() => Date, { nullable: true }) startedAt: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt: Date | null;
  @Field(() => Int, { description: 'Accreditations created at the vendor' }) exported: number;
  @Field(() => Int, { description: 'Accreditations whose name or address was sent again' }) updated: number;
  @Field(() => Int, { description: 'Accreditations deleted at the vendor' }) removed: number;
  @Field(() => Int, { description: 'Check-in statuses read back that changed' }) imported: number;
  @Field(() => String, { nullable: true, description: 'The last error, in the caller’s language' }) error: string | null;
}

@ObjectType('TicketingAccreditation', { description: "A volunteer's accreditation at the vendor and its check-in status" })
export class TicketingAccreditationType {
  @Field(() => ID) id: number;
  @Field(() => ID) eventId: number;
  @Field(() => ID) volunteerId: number;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() vendorParticipantId: string;
  @Field() barcode: string;
  @Field() checkedIn: boolean;
  @Field(() => Date, { nullable: true }) checkedInAt: Date | null;
  @Field() modifiedAt: Date;
}

@ObjectType('TicketingVendorTicketType', { description: "A ticket type (price category) of the vendor's event" })
export class TicketingVendorTicketTypeType {
  @Field() id: string;
  @Field() name: string;
}

@ObjectType('TicketingVendorEvent', { description: "An event at the ticketing vendor, with its ticket types" })
export class TicketingVendorEventType {
  @Field() id: string;
  @Field() name: string;
  @Field(() => [TicketingVendorTicketTypeType]) ticketTypes: TicketingVendorTicketTypeType[];
}
