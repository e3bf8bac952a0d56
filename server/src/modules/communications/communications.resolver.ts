import { translate, type ParticipationStatus } from '@benevo/schema';
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context';
import { optionalId } from '../../common/ids';
import { Communication, CommunicationTemplate } from './communication.entity';
import {
  CampaignMailInput,
  CommunicationFiltersType,
  CommunicationKindEnum,
  CommunicationRecipientType,
  DeliveryStatus,
  DeliverySummaryType,
  EventMailInput,
  MailingResultType,
  MailPreviewType,
  MailTemplateInput,
  VolunteerCommunicationType,
  VolunteersMailInput,
} from './communications.inputs';
import type { DeliveryState, RecipientDelivery } from './communications.loaders';
import { communicationsService, type VolunteersMailData } from './communications.service';
import { RequiresRight } from '../organizations/rights.decorator';

const toVolunteersData = (input: VolunteersMailInput): VolunteersMailData => ({
  organizationId: optionalId(input.organizationId, 'organizationId'),
  volunteerIds: input.volunteerIds,
  subject: input.subject,
  body: input.body,
  replyToEmail: input.replyToEmail,
});

const DELIVERY_STATUS: Record<DeliveryState, DeliveryStatus> = {
  pending: DeliveryStatus.PENDING,
  sent: DeliveryStatus.SENT,
  stored: DeliveryStatus.STORED,
  failed: DeliveryStatus.FAILED,
};

const KIND: Record<Communication['kind'], CommunicationKindEnum> = {
  event: CommunicationKindEnum.EVENT,
  volunteers: CommunicationKindEnum.VOLUNTEERS,
  resume: CommunicationKindEnum.RESUME,
  campaign: CommunicationKindEnum.CAMPAIGN,
};

/** A recipient's delivery for GraphQL: the state as an enum, spec 8's message when it failed. */
export function recipientView(ctx: RequestContext, recipient: RecipientDelivery): CommunicationRecipientType {
  return {
    ...recipient,
    status: DELIVERY_STATUS[recipient.status],
    error: recipient.status === 'failed' ? translate(ctx.language, 'communications.sendFailedTo', { recipient: recipient.email }) : null,
  };
}

@Resolver(() => Communication)
export class CommunicationResolver {
  @Authorized('organizer')
  @Query(() => [Communication], { description: "The organization's communications, newest first (history)" })
  communications(
    @Ctx() ctx: RequestContext,
    @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null,
    @Arg('eventId', () => ID, { nullable: true }) eventId?: string | null,
    @Arg('campaignId', () => ID, { nullable: true, description: "One campaign's mailings" }) campaignId?: string | null,
  ): Promise<Communication[]> {
    return communicationsService.list(ctx, { organizationId: optionalId(organizationId, 'organizationId'), eventId, campaignId });
  }

  @Authorized('organizer')
  @Query(() => Communication)
  communication(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Communication> {
    return communicationsService.get(ctx, id);
  }

  @Authorized('organizer')
  @Query(() => MailPreviewType, { description: 'The mailing rendered for one recipient (the first, or volunteerId), and its recipients' })
  eventMailPreview(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('input') input: EventMailInput,
    @Ctx() ctx: RequestContext,
    @Arg('volunteerId', () => ID, { nullable: true }) volunteerId?: string | null,
  ): Promise<MailPreviewType> {
    return communicationsService.previewEventMail(ctx, eventId, input, volunteerId);
  }

  @Authorized('organizer')
  @Mutation(() => MailingResultType, { description: 'Spec 7 send_mail: one mail per selected volunteer, recorded in the history' })
  sendEventMail(@Arg('eventId', () => ID) eventId: string, @Arg('input') input: EventMailInput, @Ctx() ctx: RequestContext): Promise<MailingResultType> {
    return communicationsService.sendEventMail(ctx, eventId, input);
  }

  @Authorized('organizer')
  @Mutation(() => String, { description: "Spec 7 test_send_mail: the event's confirmation e-mail sent to the organizer; answers the address" })
  testSendEventMail(
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() ctx: RequestContext,
    @Arg('registrationEmailText', () => String, { nullable: true, description: 'The text being edited (default: the saved one)' })
    registrationEmailText?: string | null,
  ): Promise<string> {
    return communicationsService.testSendEventMail(ctx, eventId, registrationEmailText);
  }

  @Authorized('organizer')
  @Mutation(() => Communication, { description: "Spec 7 send_resume_mail: the summary of a participation's volunteer's registrations" })
  sendResumeMail(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('participationId', () => ID) participationId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Communication> {
    return communicationsService.sendResumeMail(ctx, eventId, participationId);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => MailPreviewType, {
    description: "Spec 7 campaigns/{id}/preview_mail/: a campaign mail rendered for one recipient (the first, or volunteerId), and its recipients; sends nothing",
  })
  previewCampaignMail(
    @Arg('campaignId', () => ID) campaignId: string,
    @Arg('input') input: CampaignMailInput,
    @Ctx() ctx: RequestContext,
    @Arg('volunteerId', () => ID, { nullable: true }) volunteerId?: string | null,
  ): Promise<MailPreviewType> {
    return communicationsService.previewCampaignMail(ctx, campaignId, input, volunteerId);
  }

  @RequiresRight('campaigns')
  @Authorized('organizer')
  @Mutation(() => MailingResultType, {
    description: "Spec 7 campaigns/{id}/send_mail/: one mail per registration of the campaign (all, or the chosen ones), recorded in the history",
  })
  sendCampaignMail(@Arg('campaignId', () => ID) campaignId: string, @Arg('input') input: CampaignMailInput, @Ctx() ctx: RequestContext): Promise<MailingResultType> {
    return communicationsService.sendCampaignMail(ctx, campaignId, input);
  }

  @Authorized('organizer')
  @Query(() => MailPreviewType)
  volunteersMailPreview(
    @Arg('input') input: VolunteersMailInput,
    @Ctx() ctx: RequestContext,
    @Arg('volunteerId', () => ID, { nullable: true }) volunteerId?: string | null,
  ): Promise<MailPreviewType> {
    return communicationsService.previewVolunteersMail(ctx, toVolunteersData(input), volunteerId);
  }

  @Authorized('organizer')
  @Mutation(() => Communication, { description: 'Spec 7 send_mail_to_vol: a free mail to chosen volunteers' })
  sendVolunteersMail(@Arg('input') input: VolunteersMailInput, @Ctx() ctx: RequestContext): Promise<Communication> {
    return communicationsService.sendVolunteersMail(ctx, toVolunteersData(input));
  }

  @Authorized('organizer')
  @Mutation(() => Communication, { description: 'Queues the failed deliveries of a communication again' })
  retryCommunication(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Communication> {
    return communicationsService.retryFailed(ctx, id);
  }

  @Authorized('organizer')
  @Query(() => [CommunicationTemplate], { description: "The organization's mail templates, by name" })
  mailTemplates(@Ctx() ctx: RequestContext, @Arg('organizationId', () => ID, { nullable: true }) organizationId?: string | null) {
    return communicationsService.templates.list(ctx, optionalId(organizationId, 'organizationId'));
  }

  @Authorized('organizer')
  @Mutation(() => CommunicationTemplate)
  createMailTemplate(@Arg('input') input: MailTemplateInput, @Ctx() ctx: RequestContext): Promise<CommunicationTemplate> {
    return communicationsService.templates.create(ctx, { ...input, organizationId: optionalId(input.organizationId, 'organizationId') });
  }

  @Authorized('organizer')
  @Mutation(() => CommunicationTemplate)
  updateMailTemplate(@Arg('id', () => ID) id: string, @Arg('input') input: MailTemplateInput, @Ctx() ctx: RequestContext): Promise<CommunicationTemplate> {
    return communicationsService.templates.update(ctx, id, { name: input.name, subject: input.subject, body: input.body });
  }

  @Authorized('organizer')
  @Mutation(() => Boolean)
  deleteMailTemplate(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return communicationsService.templates.remove(ctx, id);
  }

  @Query(() => [VolunteerCommunicationType], { description: 'The mails a volunteer received (the token is the credential)' })
  volunteerCommunications(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<VolunteerCommunicationType[]> {
    return communicationsService.forToken(ctx, token);
  }

  @Query(() => VolunteerCommunicationType)
  async volunteerCommunication(
    @Arg('token') token: string,
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<VolunteerCommunicationType> {
    const [found] = await communicationsService.forToken(ctx, token, id);
    return found;
  }

  @FieldResolver(() => ID, { nullable: true })
  eventId(@Root() communication: Communication): number | null {
    return communication.eventId;
  }

  @FieldResolver(() => ID, { nullable: true, description: "A campaign mailing's campaign (null once it is deleted; campaignName stays)" })
  campaignId(@Root() communication: Communication): number | null {
    return communication.campaignId;
  }

  @FieldResolver(() => CommunicationKindEnum)
  kind(@Root() communication: Communication): CommunicationKindEnum {
    return KIND[communication.kind];
  }

  @FieldResolver(() => CommunicationFiltersType)
  filters(@Root() communication: Communication): CommunicationFiltersType {
    const filters = communication.filters ?? {};
    return {
      days: filters.days ?? [],
      positionIds: filters.positionIds ?? [],
      subscriptionDateStart: filters.subscriptionDateStart ? new Date(filters.subscriptionDateStart) : null,
      statuses: (filters.statuses ?? []) as ParticipationStatus[],
      volunteerIds: filters.volunteerIds ?? [],
    };
  }

  @FieldResolver(() => [CommunicationRecipientType], { description: 'Each recipient with their delivery state' })
  async recipients(@Root() communication: Communication, @Ctx() ctx: RequestContext): Promise<CommunicationRecipientType[]> {
    return (await ctx.loaders.communications.recipients.load(communication.id)).map((recipient) => recipientView(ctx, recipient));
  }

  @FieldResolver(() => DeliverySummaryType)
  delivery(@Root() communication: Communication, @Ctx() ctx: RequestContext): Promise<DeliverySummaryType> {
    return ctx.loaders.communications.deliveryCounts.load(communication.id);
  }
}
