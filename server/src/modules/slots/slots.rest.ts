import { formatDuration } from '@benevo/schema';
import type { RequestContext } from '../../context';
import { asBody, param, read, renamed, type Body, type FacadeRoute } from '../../rest/facade';
import type { Participation } from '../participations/participation.entity';
import { durationSeconds, effectiveRate } from './slots.resolver';
import { slotsService, type SlotData } from './slots.service';
import type { TimeSlot } from './time-slot.entity';

/** Who reads a serialized entity: the public pages never see volunteers' names or secrets. */
export type Audience = 'organizer' | 'public';

/** The facade's Participation (spec 3), validationStatus as its number (DESIGN.md). */
export function serializeParticipation(participation: Participation) {
  return {
    id: participation.id,
    timeSlotId: participation.timeSlotId,
    volunteerId: participation.volunteerId,
    eventId: participation.eventId,
    firstName: participation.firstName,
    lastName: participation.lastName,
    email: participation.email,
    phoneNumber: participation.phoneNumber,
    nbParticipants: participation.nbParticipants,
    groupName: participation.groupName,
    validationStatus: participation.validationStatus,
    validationMessage: participation.validationMessage,
    bornDate: participation.bornDate,
    createdAt: participation.createdAt,
  };
}

/** The facade's TimeSlot (spec 3): position and rewardCategory as ids, duration as P0DT{h}H{m}M{s}S. */
export async function serializeSlot(ctx: RequestContext, slot: TimeSlot, audience: Audience = 'organizer') {
  const participants = await ctx.loaders.participations.activeBySlotId.load(slot.id);
  return {
    id: slot.id,
    description: slot.description,
    startTime: slot.startTime,
    endTime: slot.endTime,
    requiredVolunteerCount: slot.requiredVolunteerCount,
    isPrivate: slot.isPrivate,
    series: slot.series,
    recurrence: slot.recurrence,
    position: slot.positionId,
    rewardCategory: slot.rewardCategoryId,
    hourlyRate: await effectiveRate(ctx, slot),
    duration: formatDuration(durationSeconds(slot)),
    nbParticipants: participants.reduce((sum, p) => sum + p.nbParticipants, 0),
    ...(audience === 'organizer' ? { participants: participants.map(serializeParticipation) } : {}),
  };
}

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
