import { Field, ObjectType } from 'type-graphql';

@ObjectType('CalendarFeed', { description: "A volunteer's personal iCal feed: its address is a secret" })
export class CalendarFeedType {
  @Field({ description: 'https address of the .ics feed (subscribe in Google, Outlook...)' })
  url: string;

  @Field({ description: 'The same address as webcal:// (Apple Calendar, Outlook desktop)' })
  webcalUrl: string;

  @Field({ description: 'When this address was created or last renewed' })
  createdAt: Date;
}
