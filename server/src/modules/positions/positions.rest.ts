import { asBody, param, read, renamed, type Body, type FacadeRoute } from '../../rest/facade';
import { serializePosition } from './positions.serializer';
import { participationStatusOf, positionsService, type PositionData } from './positions.service';

const positionFieldName = (field: string) => ({ eventId: 'event_id', tagIds: 'tags' })[field] ?? field;

function positionData(body: Body): PositionData {
  return {
    eventId: read.id(body, 'event_id'),
    name: read.string(body, 'name'),
    order: read.number(body, 'order'),
    description: read.string(body, 'description'),
    sectorId: read.id(body, 'sectorId'),
    tagIds: read.list(body, 'tags')?.map((id) => (typeof id === 'number' ? id : String(id))),
    defaultParticipationValidationStatus: participationStatusOf(body.defaultParticipationValidationStatus),
    maxParticipantsAtTime: read.number(body, 'maxParticipantsAtTime'),
    latitude: body.latitude === null ? null : read.number(body, 'latitude'),
    longitude: body.longitude === null ? null : read.number(body, 'longitude'),
  };
}

export const positionRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'positions/',
    guard: 'organizer',
    async handle(ctx, req) {
      const position = await renamed(positionsService.create(ctx, positionData(asBody(req.body))), positionFieldName);
      return { status: 201, body: await serializePosition(ctx, position) };
    },
  },
  {
    method: 'PUT',
    path: 'positions/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      const { eventId: _e, ...fields } = positionData(asBody(req.body));
      const position = await renamed(positionsService.update(ctx, param(req, 'id'), fields), positionFieldName);
      return { body: await serializePosition(ctx, position) };
    },
  },
  {
    method: 'DELETE',
    path: 'positions/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await positionsService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
];
