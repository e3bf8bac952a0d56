import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { organizationService } from '../organizations/organization.service';
import { Volunteer } from '../volunteers/volunteer.entity';
import { Participation } from './participation.entity';

/** The participations part of the organizer's volunteer profile (issue 12): every event, newest first. */
@Resolver(() => Volunteer)
export class VolunteerParticipationHistoryResolver {
  @Authorized('organizer')
  @FieldResolver(() => [Participation], { description: 'Every participation of every event, every status, latest slot first; organizers only' })
  async allParticipations(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<Participation[]> {
    if (!(await organizationService.callerBelongsTo(ctx, volunteer.organizationId))) return [];
    // The same batch as Volunteer.participations (slot start ascending), read backwards.
    const participations = await ctx.loaders.participations.byVolunteerId.load(volunteer.id);
    return participations.filter((participation) => participation.organizationId === volunteer.organizationId).reverse();
  }
}
