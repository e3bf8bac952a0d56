import { translate } from '@benevo/schema';
import { Authorized, Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { organizationService } from '../organizations/organization.service';
import { Volunteer } from '../volunteers/volunteer.entity';
import { DeliveryStatus } from './communications.inputs';
import type { DeliveryState } from './communications.loaders';

const DELIVERY_STATUS: Record<DeliveryState, DeliveryStatus> = {
  pending: DeliveryStatus.PENDING,
  sent: DeliveryStatus.SENT,
  stored: DeliveryStatus.STORED,
  failed: DeliveryStatus.FAILED,
};

@ObjectType('VolunteerReceivedMail', { description: "An organizer's mail to a volunteer, as the organizer's volunteer profile lists it" })
export class VolunteerReceivedMailType {
  @Field(() => ID, { description: 'The recipient record' })
  id: number;

  @Field(() => ID, { description: 'The communication (history entry) it belongs to' })
  communicationId: number;

  @Field({ description: 'As sent to this volunteer (placeholders filled)' })
  subject: string;

  @Field({ description: "The event of an event mailing (as named then), else ''" })
  eventName: string;

  @Field({ description: "The campaign of a campaign mailing (as named then), else ''" })
  campaignName: string;

  @Field({ description: 'The address it went to' })
  email: string;

  @Field(() => DeliveryStatus)
  status: DeliveryStatus;

  @Field(() => String, { nullable: true, description: 'Why it could not be delivered (FAILED only)' })
  error: string | null;

  @Field({ description: 'When it left, else when it was queued' })
  sentAt: Date;
}

/** The communications part of the organizer's volunteer profile (issue 12): the mails the volunteer was sent. */
@Resolver(() => Volunteer)
export class VolunteerReceivedMailsResolver {
  @Authorized('organizer')
  @FieldResolver(() => [VolunteerReceivedMailType], { description: "The organizers' mails the volunteer was sent, newest first; organizers only" })
  async receivedMails(@Root() volunteer: Volunteer, @Ctx() ctx: RequestContext): Promise<VolunteerReceivedMailType[]> {
    if (!(await organizationService.callerBelongsTo(ctx, volunteer.organizationId))) return [];
    const mails = await ctx.loaders.communications.receivedByVolunteerId.load(volunteer.id);
    return mails
      .filter((mail) => mail.organizationId === volunteer.organizationId)
      .map((mail) => ({
        ...mail,
        status: DELIVERY_STATUS[mail.status],
        error: mail.status === 'failed' ? translate(ctx.language, 'communications.sendFailedTo', { recipient: mail.email }) : null,
      }));
  }
}
