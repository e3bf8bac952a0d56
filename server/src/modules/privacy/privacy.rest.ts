import type { Request } from 'express';
import { asBody, param, portalTokenOf, queryString, read, type FacadeRoute } from '../../rest/facade';
import type { VolunteerDeletionRequest } from './deletion-request.entity';
import { privacyService, type DeletionRequestView, type MyProfile, type ProfileData } from './privacy.service';

const serializeRequest = (request: VolunteerDeletionRequest) => ({
  id: request.id,
  status: request.status,
  requestedAt: request.requestedAt,
  decidedAt: request.decidedAt,
  refusalReason: request.refusalReason,
});

const serializeProfile = (profile: MyProfile) => ({ ...profile, deletionRequest: profile.deletionRequest ? serializeRequest(profile.deletionRequest) : null });

const serializeOrganizerRequest = (request: DeletionRequestView) => ({ ...request });

function profileData(req: Request): ProfileData {
  const body = asBody(req.body);
  const text = (name: string) => {
    const value = body[name];
    return value === null ? null : typeof value === 'string' ? value : undefined;
  };
  const answers = read.list(body, 'answers');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phoneNumber: text('phoneNumber'),
    address: text('address'),
    town: text('town'),
    postcode: text('postcode'),
    country: text('country'),
    bornDate: text('bornDate'),
    language: text('language'),
    answers: answers?.map((item) => {
      const answer = asBody(item);
      const value = answer.value;
      return {
        attributeId: read.id(answer, 'attributeId') ?? '',
        value: value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value),
      };
    }),
  };
}

/** Under /apis/organizer/v1: the portal's profile, export and deletion request (token), and the organizers' decisions. */
export const privacyRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'volunteers/profile/',
    guard: 'volunteer',
    async handle(ctx, req) {
      return { body: serializeProfile(await privacyService.myProfile(ctx, portalTokenOf(req))) };
    },
  },
  {
    method: 'PUT',
    path: 'volunteers/profile/',
    guard: 'volunteer',
    async handle(ctx, req) {
      return { body: serializeProfile(await privacyService.updateMyProfile(ctx, portalTokenOf(req), profileData(req))) };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/data-export/',
    guard: 'volunteer',
    // ?format=json (default) or html: an attachment either way.
    async handle(ctx, req) {
      return { body: null, file: await privacyService.exportFile(ctx, portalTokenOf(req), queryString(req, 'format')) };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/deletion-request/',
    guard: 'volunteer',
    async handle(ctx, req) {
      return { status: 201, body: serializeRequest(await privacyService.requestMyDeletion(ctx, portalTokenOf(req))) };
    },
  },
  {
    method: 'GET',
    path: 'deletion-requests/',
    guard: 'organizer',
    async handle(ctx, req) {
      const status = queryString(req, 'status');
      const wanted = status === 'pending' || status === 'done' || status === 'refused' ? status : null;
      return { body: (await privacyService.deletionRequests(ctx, wanted)).map(serializeOrganizerRequest) };
    },
  },
  {
    method: 'POST',
    path: 'deletion-requests/:id/confirm/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: serializeOrganizerRequest(await privacyService.confirmDeletion(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'POST',
    path: 'deletion-requests/:id/refuse/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: serializeOrganizerRequest(await privacyService.refuseDeletion(ctx, param(req, 'id'), read.string(asBody(req.body), 'reason'))) };
    },
  },
];
