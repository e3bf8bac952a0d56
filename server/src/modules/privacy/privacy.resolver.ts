import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context';
import { AttributeValueTypeEnum, BaseAttributeEnum } from '../forms/forms.enums';
import type { VolunteerDeletionRequest } from './deletion-request.entity';
import { privacyService, type DeletionRequestView, type MyProfile } from './privacy.service';
import {
  DeletionRequestStatusEnum,
  DeletionRequestType,
  MyDeletionRequestType,
  MyProfileInput,
  MyProfileType,
} from './privacy.types';

const requestView = (request: VolunteerDeletionRequest): MyDeletionRequestType => ({
  id: request.id,
  status: request.status as DeletionRequestStatusEnum,
  requestedAt: request.requestedAt,
  decidedAt: request.decidedAt,
  refusalReason: request.refusalReason,
});

const profileView = (profile: MyProfile): MyProfileType => ({
  ...profile,
  fields: profile.fields.map((field) => ({
    ...field,
    baseAttribute: field.baseAttribute as BaseAttributeEnum | null,
    valueType: field.valueType as AttributeValueTypeEnum,
  })),
  deletionRequest: profile.deletionRequest ? requestView(profile.deletionRequest) : null,
});

const organizerView = (request: DeletionRequestView): DeletionRequestType => ({ ...request, status: request.status as DeletionRequestStatusEnum });

/** The portal's profile, data export and deletion request (token), and the organizers' decisions (REST twins: privacy.rest.ts). */
@Resolver()
export class PrivacyResolver {
  @Query(() => MyProfileType, { description: 'Public: the portal token is the credential' })
  async myProfile(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<MyProfileType> {
    return profileView(await privacyService.myProfile(ctx, token));
  }

  @Mutation(() => MyProfileType, { description: "Public (token): the volunteer changes their contact fields and answers (the organization's required fields apply)" })
  async updateMyProfile(@Arg('token') token: string, @Arg('input') input: MyProfileInput, @Ctx() ctx: RequestContext): Promise<MyProfileType> {
    return profileView(await privacyService.updateMyProfile(ctx, token, input));
  }

  @Query(() => String, { description: 'Public (token): every record about the volunteer, as a JSON document (GET volunteers/data-export/?format=html for the printable page)' })
  async myDataExport(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<string> {
    return JSON.stringify(await privacyService.exportMyData(ctx, token));
  }

  @Mutation(() => MyDeletionRequestType, { description: 'Public (token): the volunteer asks for the erasure of their personal data; an organizer decides' })
  async requestMyDeletion(@Arg('token') token: string, @Ctx() ctx: RequestContext): Promise<MyDeletionRequestType> {
    return requestView(await privacyService.requestMyDeletion(ctx, token));
  }

  @Authorized('organizer')
  @Query(() => [DeletionRequestType], { description: "The organization's data deletion requests, pending first" })
  async deletionRequests(
    @Arg('status', () => DeletionRequestStatusEnum, { nullable: true }) status: DeletionRequestStatusEnum | null,
    @Ctx() ctx: RequestContext,
  ): Promise<DeletionRequestType[]> {
    return (await privacyService.deletionRequests(ctx, status)).map(organizerView);
  }

  @Authorized('organizer')
  @Mutation(() => DeletionRequestType, { description: "Erases the volunteer's personal data (statistics stay, anonymous) and mails them" })
  async confirmDeletion(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<DeletionRequestType> {
    return organizerView(await privacyService.confirmDeletion(ctx, id));
  }

  @Authorized('organizer')
  @Mutation(() => DeletionRequestType, { description: 'Refuses a deletion request; the volunteer gets the reason by mail' })
  async refuseDeletion(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<DeletionRequestType> {
    return organizerView(await privacyService.refuseDeletion(ctx, id, reason));
  }
}
