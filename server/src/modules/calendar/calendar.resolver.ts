import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { calendarService } from './calendar.service';
import { CalendarFeedType } from './calendar.types';

@Resolver()
export class CalendarResolver {
  @Query(() => CalendarFeedType, { description: 'Public (token): my personal iCal feed address, created on first ask' })
  myCalendarFeed(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<CalendarFeedType> {
    return calendarService.myFeed(ctx, token);
  }

  @Mutation(() => CalendarFeedType, { description: 'Public (token): a new feed address; the old one stops working at once' })
  rotateCalendarFeed(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<CalendarFeedType> {
    return calendarService.rotateFeed(ctx, token);
  }
}
