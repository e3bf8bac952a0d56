import type { RequestContext } from '../../context';
import { asBody, param, read, renamed, type Body, type FacadeRoute } from '../../rest/facade';
import { serializeSlot } from './slots.serializer';
import { slotsService, type SlotData } from './slots.service';
import type { TimeSlot } from './time-slot.entity';

/** The documented names of the slot fields the services call `positionId` and `rewardCategoryId`. */
export const slotFieldName = (field: string) => field.replace(/positionId$/, 'position').replace(/rewardCategoryId$/, 'rewardCategory');

/** A slot body (spec 3 TimeSlot: `position` and `rewardCategory` are ids). */
export function slotData(body: Body): SlotData {
  return {
    positionId: read.id(body, 'position'),
    description: read.string(body, 'description'),
    startTime: read.string(body, 'startTime'),
    endTime: read.string(body, 'endTime'),
    requiredVolunteerCount: read.number(body, 'requiredVolunteerCount'),
    isPrivate: read.boolean(body, 'isPrivate'),
    rewardCategoryId: read.id(body, 'rewardCategory'),
    hourlyRate: body.hourlyRate === null ? null : read.number(body, 'hourlyRate'),
  };
}

/** Spec 3: the recurrence is sent only when non-empty; then the slot is the first of a series. */
function recurrenceOf(body: Body) {
  const value = asBody(body.recurrence);
  if (Object.keys(value).length === 0) return null;
  return {
    days: (read.list(value, 'days') ?? []).map(String),
    from: read.string(value, 'from') ?? '',
    to: read.string(value, 'to') ?? '',
    everyMinutes: read.number(value, 'everyMinutes') ?? Number.NaN,
    slotMinutes: read.number(value, 'slotMinutes') ?? Number.NaN,
  };
}

const many = (ctx: RequestContext, slots: TimeSlot[]) => Promise.all(slots.map((slot) => serializeSlot(ctx, slot)));

export const slotRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'slots/bulk/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const result = await renamed(
        slotsService.bulk(ctx, {
          create: (read.list(body, 'create') ?? []).map((item) => slotData(asBody(item))),
          update: (read.list(body, 'update') ?? []).map((item) => ({ ...slotData(asBody(item)), id: read.id(asBody(item), 'id') ?? '' })),
          delete: (read.list(body, 'delete') ?? []).map((id) => (typeof id === 'number' ? id : String(id))),
        }),
        slotFieldName,
      );
      return { body: { created: await many(ctx, result.created), updated: await many(ctx, result.updated), deleted: result.deleted } };
    },
  },
  {
    method: 'POST',
    path: 'slots/',
    guard: 'organizer',
    // With a recurrence the body describes a series: the answer is the list of its slots.
    async handle(ctx, req) {
      const body = asBody(req.body);
      const recurrence = recurrenceOf(body);
      if (recurrence) {
        const { startTime: _s, endTime: _e, ...fields } = slotData(body);
        const slots = await renamed(slotsService.createSeries(ctx, { ...fields, positionId: fields.positionId ?? '', recurrence }), slotFieldName);
        return { status: 201, body: await many(ctx, slots) };
      }
      const slot = await renamed(slotsService.create(ctx, slotData(body)), slotFieldName);
      return { status: 201, body: await serializeSlot(ctx, slot) };
    },
  },
  {
    method: 'PUT',
    path: 'slots/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      const slot = await renamed(slotsService.update(ctx, param(req, 'id'), slotData(asBody(req.body))), slotFieldName);
      return { body: await serializeSlot(ctx, slot) };
    },
  },
  {
    method: 'DELETE',
    path: 'slots/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await slotsService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'PUT',
    path: 'slots-series/:series/time_slots/',
    guard: 'organizer',
    // Fields applied to every slot of the series; their times stay.
    async handle(ctx, req) {
      const { startTime: _s, endTime: _e, positionId: _p, ...fields } = slotData(asBody(req.body));
      const slots = await renamed(slotsService.updateSeries(ctx, param(req, 'series'), fields), slotFieldName);
      return { body: await many(ctx, slots) };
    },
  },
  {
    method: 'DELETE',
    path: 'slots-series/:series/',
    guard: 'organizer',
    async handle(ctx, req) {
      await slotsService.deleteSeries(ctx, param(req, 'series'));
      return { status: 204, body: null };
    },
  },
];
