import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { AnswerInput } from '../forms/forms.inputs';
import { AvailabilityWindowInput } from '../assignment/preferences.types';

@InputType({ description: 'Create: name, description, contactName and contactEmail are required (spec 5)' })
export class CampaignInput {
  @Field(() => ID, { nullable: true, description: 'Defaults to the active organization' }) organizationId?: string | null;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) description?: string;
  @Field({ nullable: true }) contactName?: string;
  @Field({ nullable: true }) contactEmail?: string;
  @Field({ nullable: true }) isPublic?: boolean;
  @Field({ nullable: true }) showOnHomeCalendar?: boolean;
  @Field({ nullable: true }) timeZone?: string;
  @Field({ nullable: true, description: 'Default: the template of the organization’s language' }) registrationEmailText?: string;
  @Field(() => String, { nullable: true, description: 'New logo (PNG/JPEG base64); empty string removes it' })
  base64Logo?: string | null;
}

@InputType({ description: 'A public registration to a published campaign' })
export class CampaignRegistrationInput {
  @Field({ description: 'The campaign’s public token' }) token: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() email: string;
  @Field() emailConfirmation: string;
  @Field(() => String, { nullable: true, description: 'International: +41 79 123 45 67' }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'fr, de, en or fr-ch: the language of the mails' }) language?: string | null;
  @Field() policyAccepted: boolean;
  @Field(() => [AnswerInput], { nullable: true, description: "Answers to the campaign form's custom fields" }) answers?: AnswerInput[] | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) town?: string | null;
  @Field(() => String, { nullable: true }) postcode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) bornDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Profile picture (JPEG or PNG base64, < 5 MB) when the form asks for one' })
  profilePicture?: string | null;
  @Field(() => [AvailabilityWindowInput], { nullable: true, description: 'Issue 18, when the form asks: days and hours available; null = any time' })
  availability?: AvailabilityWindowInput[] | null;
  @Field(() => [String], { nullable: true, description: 'Issue 18, when the form asks: ranked position names (Campaign.rankablePositionNames, at most 5)' })
  preferredPositionNames?: string[] | null;
}

@ObjectType('VolunteerCampaignRegistration', { description: "A volunteer's registration to a published campaign, as their portal shows it" })
export class VolunteerCampaignRegistrationType {
  @Field(() => ID, { description: 'The registration' }) id: number;
  @Field({ description: "The campaign's name" }) name: string;
  @Field() description: string;
  @Field() contactName: string;
  @Field() contactEmail: string;
  @Field({ description: 'When the volunteer registered' }) registeredAt: Date;
}
