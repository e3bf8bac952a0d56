import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { EventDay } from '../events/event-day.entity';
import { Form } from '../forms/forms.inputs';

/** An organization as its public page shows it: no flags, no licence, the contact address hidden. */
@ObjectType()
export class PublicOrganization {
  @Field(() => ID) id: number;
  @Field() slug: string;
  @Field({ description: 'The public name, else the name' }) name: string;
  @Field() description: string;
  @Field(() => String, { nullable: true, description: 'URL of the logo' }) logo: string | null;
  @Field() contactPhone: string;
  @Field({ description: 'Whether the contact page can send a message' }) hasContactEmail: boolean;
}

@ObjectType({ description: 'A published event of the public event list and calendar' })
export class PublicEventSummary {
  @Field(() => ID) id: number;
  @Field() uuid: string;
  @Field() name: string;
  @Field() teaser: string;
  @Field() description: string;
  @Field(() => String, { nullable: true }) logo: string | null;
  @Field(() => [String], { description: 'URLs of the images' }) images: string[];
  @Field(() => [EventDay]) days: EventDay[];
  @Field() timeZone: string;
  @Field(() => Int) nbrVolunteersRequired: number;
  @Field(() => Int) nbrVolunteersRegistered: number;
  @Field() showOnHomeCalendar: boolean;
}

@ObjectType({ description: 'What the public page needs of the event configuration (spec 3)' })
export class PublicEventConfiguration {
  @Field() volunteerNameDisplay: string;
  @Field() positionOrdering: string;
  @Field() allowPublicTimeSlotCreation: boolean;
  @Field() enableRegistrations: boolean;
  @Field() showPastSlots: boolean;
  @Field() enableGroupRegistrations: boolean;
  @Field() fullSlotsDefaultDisplay: string;
  @Field() closePositionByDefault: boolean;
  @Field() colorFree: string;
  @Field() colorFull: string;
  @Field(() => Int) groupMaxSize: number;
}

@ObjectType()
export class PublicTimeSlot {
  @Field(() => ID) id: number;
  @Field(() => ID) positionId: number;
  @Field() description: string;
  @Field() startTime: Date;
  @Field() endTime: Date;
  @Field(() => Int) requiredVolunteerCount: number;
  @Field(() => Int, { description: 'Places left (waiting-list offers hold theirs)' }) freePlaces: number;
  @Field() isPrivate: boolean;
  @Field({ description: 'Started already: no sign-up' }) isPast: boolean;
  @Field(() => Float, { description: 'Hours times the hourly rate' }) points: number;
  @Field(() => [String], { description: "Participants' names per volunteerNameDisplay (none: empty)" }) volunteerNames: string[];
  @Field(() => Int, { description: 'People waiting or holding an offer' }) waitingListLength: number;
}

@ObjectType()
export class PublicPosition {
  @Field(() => ID) id: number;
  @Field() name: string;
  @Field() description: string;
  @Field(() => Int) order: number;
  @Field(() => ID, { nullable: true }) sectorId: number | null;
  @Field(() => String, { nullable: true }) sectorName: string | null;
  @Field(() => Float, { nullable: true }) latitude: number | null;
  @Field(() => Float, { nullable: true }) longitude: number | null;
  @Field(() => Int, { description: '0 means unlimited' }) maxParticipantsAtTime: number;
  @Field(() => [PublicTimeSlot]) timeSlots: PublicTimeSlot[];
}

@ObjectType({ description: 'The public sign-up page of an event' })
export class PublicEvent {
  @Field(() => ID) id: number;
  @Field() uuid: string;
  @Field() name: string;
  @Field() description: string;
  @Field() teaser: string;
  @Field() website: string;
  @Field(() => String, { nullable: true }) logo: string | null;
  @Field(() => [String]) images: string[];
  @Field(() => [EventDay]) days: EventDay[];
  @Field() timeZone: string;
  @Field() organizationName: string;
  @Field() organizationSlug: string;
  @Field({ description: 'Contact name' }) responsable: string;
  @Field(() => PublicEventConfiguration) configuration: PublicEventConfiguration;
  @Field(() => [PublicPosition], {
    description: 'Ordered per positionOrdering; past slots only with showPastSlots; private slots only with the passkey',
  })
  positions: PublicPosition[];
  @Field(() => Form) form: Form;
}

@InputType()
export class ContactInput {
  @Field() organizationSlug: string;
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field() message: string;
}
