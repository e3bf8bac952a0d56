import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { AssignmentPreference } from './assignment-preference.entity';

@ObjectType('AvailabilityWindow', { description: 'A day and hours a volunteer is available, local to the event or campaign' })
export class AvailabilityWindowView {
  @Field({ description: 'YYYY-MM-DD' }) day: string;
  @Field({ description: 'HH:mm' }) from: string;
  @Field({ description: "HH:mm, or '24:00' (until midnight)" }) to: string;
}

@InputType('AvailabilityWindowInput', { description: "A day (YYYY-MM-DD) and hours (HH:mm; to may be '24:00'), local to the event or campaign" })
export class AvailabilityWindowInput {
  @Field() day: string;
  @Field() from: string;
  @Field() to: string;
}

@ObjectType('VolunteerPreferences', { description: "Issue 18: a volunteer's availability and ranked preferred positions for an event or a campaign" })
export class VolunteerPreferencesView {
  @Field(() => ID) id: number;
  @Field(() => ID) volunteerId: number;
  @Field(() => ID, { nullable: true }) eventId: number | null;
  @Field(() => ID, { nullable: true }) campaignId: number | null;
  @Field(() => [AvailabilityWindowView], { nullable: true, description: 'null: any time' }) availability: AvailabilityWindowView[] | null;
  @Field(() => [ID], { description: "Events: the event's positions, the first preferred" }) preferredPositionIds: number[];
  @Field(() => [String], { description: "Campaigns: position names of the organization's events, the first preferred" }) preferredPositionNames: string[];
  @Field() updatedAt: Date;
}

@InputType('VolunteerPreferencesInput', { description: "Replaces a volunteer's preferences for an event (eventId) or a campaign (campaignId)" })
export class VolunteerPreferencesInput {
  @Field(() => ID) volunteerId: string;
  @Field(() => ID, { nullable: true }) eventId?: string | null;
  @Field(() => ID, { nullable: true }) campaignId?: string | null;
  @Field(() => [AvailabilityWindowInput], { nullable: true, description: 'null or absent: any time' }) availability?: AvailabilityWindowInput[] | null;
  @Field(() => [ID], { nullable: true, description: "Events: ranked ids of the event's positions (at most 5)" }) preferredPositionIds?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Campaigns: ranked position names (at most 5)' }) preferredPositionNames?: string[] | null;
}

export function preferencesView(row: AssignmentPreference): VolunteerPreferencesView {
  return Object.assign(new VolunteerPreferencesView(), {
    id: row.id,
    volunteerId: row.volunteerId,
    eventId: row.eventId,
    campaignId: row.campaignId,
    availability: row.availability ? row.availability.map((window) => Object.assign(new AvailabilityWindowView(), { day: window.day, from: window.from, to: window.to })) : null,
    preferredPositionIds: row.preferredPositionIds ?? [],
    preferredPositionNames: row.preferredPositionNames ?? [],
    updatedAt: row.updatedAt,
  });
}

/** The facade's shape (REST twins): camelCase like the GraphQL type, ids as numbers. */
export function serializePreferences(row: AssignmentPreference | null) {
  if (!row) return null;
  return {
    id: row.id,
    volunteer: row.volunteerId,
    event: row.eventId,
    campaign: row.campaignId,
    availability: row.availability,
    preferredPositionIds: row.preferredPositionIds ?? [],
    preferredPositionNames: row.preferredPositionNames ?? [],
    updatedAt: row.updatedAt,
  };
}
