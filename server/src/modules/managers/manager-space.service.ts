import crypto from 'node:crypto';
import {
  ACTIVE_PARTICIPATION_STATUSES,
  DEFAULT_EVENT_CONFIGURATION,
  isCalendarDate,
  localDate,
  zonedInstant,
  type VolunteerNameDisplay,
} from '@benevo/schema';
import { idNumber, isRowId, parseId } from '../../common/ids';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { mealsService } from '../meals/meals.service';
import { participationsService } from '../participations/participations.service';
import { printingService, type PlanningFilter } from '../printing/printing.service';
import { volunteerName } from '../public/public.service';
import { likePattern } from '../volunteers/volunteers.service';
import { requireManagerAuth } from './managers.service';
import { assignmentRows, eventByUuid, eventPositions, organizationEvent, slotStarts, type ManagerEventRow } from './managers.read-model';

/** The filters of the manager's assignment screen, as the doors pass them (days as YYYY-MM-DD). */
export interface AssignmentFilterData {
  days?: string[] | null;
  positionIds?: unknown[] | null;
  sectorIds?: unknown[] | null;
  statuses?: number[] | null;
  search?: string | null;
}

export interface AssignmentRowView {
  participationId: number;
  day: string;
  startsAt: Date;
  endsAt: Date;
  sectorName: string | null;
  positionId: number;
  positionName: string;
  volunteerName: string;
  email: string | null;
  phoneNumber: string | null;
  nbParticipants: number;
  groupName: string | null;
  validationStatus: number;
}

export type MealCountView = Awaited<ReturnType<typeof mealsService.counts>>[number];

export interface ManagerEventView {
  id: number;
  uuid: string;
  name: string;
  timeZone: string;
  days: string[];
  positions: Array<{ id: number; name: string; sectorId: number | null }>;
  sectors: Array<{ id: number; name: string }>;
  rows: AssignmentRowView[];
  meals: MealCountView[];
  canCancelSlots: boolean;
}

export interface DocumentFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** Who reads the view: a signed-in manager sees full names and contact details (DESIGN.md), the public link neither. */
type Audience = 'manager' | 'public';

const ACTIVE: readonly number[] = ACTIVE_PARTICIPATION_STATUSES;


function ids(value: unknown[] | null | undefined, field: string): number[] | null {
  if (!value || value.length === 0) return null;
  return [
    ...new Set(
      value.map((raw) => {
        const id = idNumber(raw);
        if (!isRowId(id)) throw AppError.field(field, 'validation.unknownReference');
        return id;
      }),
    ),
  ];
}

/** The filter as the read model takes it; days are whole days of the event's time zone. */
function assignmentQuery(event: ManagerEventRow, filter: AssignmentFilterData) {
  const days = filter.days && filter.days.length > 0 ? [...new Set(filter.days)] : null;
  const dayRanges = days?.map((day): [Date, Date] => {
    if (!isCalendarDate(day)) throw AppError.field('days', 'validation.date');
    const [year, month, date] = day.split('-').map(Number);
    return [zonedInstant({ year, month, day: date, hour: 0, minute: 0, second: 0 }, event.timeZone), zonedInstant({ year, month, day: date + 1, hour: 0, minute: 0, second: 0 }, event.timeZone)];
  });
  const statuses = filter.statuses && filter.statuses.length > 0 ? [...new Set(filter.statuses)] : [...ACTIVE];
  if (statuses.some((status) => !ACTIVE.includes(status))) throw AppError.field('statuses', 'validation.unknownReference');
  const terms = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    days,
    query: {
      statuses,
      positionIds: ids(filter.positionIds, 'positionIds'),
      sectorIds: ids(filter.sectorIds, 'sectorIds'),
      dayRanges: dayRanges ?? null,
      patterns: terms.map(likePattern),
    },
  };
}

function nameDisplay(event: ManagerEventRow): VolunteerNameDisplay {
  return event.configuration.volunteerNameDisplay ?? DEFAULT_EVENT_CONFIGURATION.volunteerNameDisplay;
}

async function eventView(ctx: RequestContext, event: ManagerEventRow, filter: AssignmentFilterData, audience: Audience): Promise<ManagerEventView> {
  const { days, query } = assignmentQuery(event, filter);
  const [{ positions, sectors }, starts, rows, meals] = await Promise.all([
    eventPositions(ctx.manager, event.id),
    slotStarts(ctx.manager, event.id),
    assignmentRows(ctx.manager, event.id, query),
    mealsService.counts(ctx, event.id, { days: days ?? undefined }),
  ]);
  const display = audience === 'manager' ? 'full_name' : nameDisplay(event);
  return {
    id: event.id,
    uuid: event.uuid,
    name: event.name,
    timeZone: event.timeZone,
    days: [...new Set(starts.map((start) => localDate(start, event.timeZone)))],
    positions: positions.map((position) => ({ ...position, id: Number(position.id), sectorId: position.sectorId === null ? null : Number(position.sectorId) })),
    sectors: sectors.map((sector) => ({ ...sector, id: Number(sector.id) })),
    rows: rows.map((row) => ({
      participationId: row.participationId,
      day: localDate(row.startsAt, event.timeZone),
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      sectorName: row.sectorName,
      positionId: row.positionId,
      positionName: row.positionName,
      volunteerName: volunteerName(row, display) ?? '',
      email: audience === 'manager' ? row.email || null : null,
      phoneNumber: audience === 'manager' ? row.phoneNumber || null : null,
      nbParticipants: row.nbParticipants,
      groupName: row.groupName || null,
      validationStatus: row.validationStatus,
    })),
    // The kitchen list names people in full: the public link shows the counts, and names only where the event shows full names.
    meals: audience === 'manager' || display === 'full_name' ? meals : meals.map((meal) => ({ ...meal, volunteers: [] })),
    canCancelSlots: audience === 'manager' && ctx.managerAuth?.canCancelSlots === true,
  };
}

/** An event of the signed-in manager's eventIds in its organization; any other id answers NOT_FOUND. */
async function managerEvent(ctx: RequestContext, eventId: unknown): Promise<ManagerEventRow> {
  const auth = requireManagerAuth(ctx);
  const id = parseId(eventId, 'error.notFoundEvent');
  const event = auth.eventIds.includes(id) ? await organizationEvent(ctx.manager, auth.organizationId, id) : null;
  if (!event) throw AppError.notFound('error.notFoundEvent');
  return event;
}

function planningFilter(event: ManagerEventRow, filter: AssignmentFilterData): PlanningFilter {
  const { days, query } = assignmentQuery(event, filter);
  return {
    eventId: event.id,
    ...(days ? { days } : {}),
    ...(query.positionIds ? { positionIds: query.positionIds } : {}),
    ...(query.sectorIds ? { sectorIds: query.sectorIds } : {}),
    statuses: query.statuses,
    ...(filter.search?.trim() ? { search: filter.search.trim() } : {}),
  };
}

function sameSecret(expected: string, given: string): boolean {
  const a = crypto.createHash('sha256').update(expected).digest();
  const b = crypto.createHash('sha256').update(given).digest();
  return crypto.timingSafeEqual(a, b) && expected.length > 0;
}

/** The manager space (spec 3 Manager): assignments, meals and their PDFs of the manager's events, cancellations. */
export const managerSpaceService = {
  async event(ctx: RequestContext, eventId: unknown, filter: AssignmentFilterData = {}): Promise<ManagerEventView> {
    return eventView(ctx, await managerEvent(ctx, eventId), filter, 'manager');
  },

  /** The facade's publicevent variant: an event of the manager's eventIds, by uuid; any other answers NOT_FOUND. */
  async eventByUuid(ctx: RequestContext, eventUuid: unknown, filter: AssignmentFilterData = {}): Promise<ManagerEventView> {
    const auth = requireManagerAuth(ctx);
    const uuid = typeof eventUuid === 'string' ? eventUuid.trim() : '';
    const event = /^[0-9a-f-]{36}$/i.test(uuid) ? await eventByUuid(ctx.manager, uuid) : null;
    if (!event || event.organizationId !== auth.organizationId || !auth.eventIds.includes(event.id)) throw AppError.notFound('error.notFoundEvent');
    return eventView(ctx, event, filter, 'manager');
  },

  async assignmentsPdf(ctx: RequestContext, eventId: unknown, filter: AssignmentFilterData = {}): Promise<DocumentFile> {
    const event = await managerEvent(ctx, eventId);
    return printingService.assignmentsPdf(ctx, planningFilter(event, filter), { audience: 'manager' });
  },

  async mealsPdf(ctx: RequestContext, eventId: unknown, filter: AssignmentFilterData = {}): Promise<DocumentFile> {
    const event = await managerEvent(ctx, eventId);
    return printingService.mealsPdf(ctx, planningFilter(event, filter));
  },

  /**
   * Cancels participations of one of the manager's events on behalf of their volunteers (when the
   * organizer lets this manager: canCancelSlots), in one
   * transaction, as the organizer would: the places go to the slots' waiting lists and the volunteers
   * get the cancellation mail. A participation of another event answers NOT_FOUND and cancels nothing.
   */
  async cancelSlots(ctx: RequestContext, eventId: unknown, participationIds: unknown[]): Promise<number> {
    const event = await managerEvent(ctx, eventId);
    if (!requireManagerAuth(ctx).canCancelSlots) throw new AppError('FORBIDDEN', 'managers.cancelNotAllowed');
    if (!Array.isArray(participationIds) || participationIds.length === 0) throw AppError.field('participationIds', 'managers.cancelNoSelection');
    const wanted = [...new Set(participationIds.map((id) => parseId(id, 'participations.notFound')))];
    const cancelled = await participationsService.cancelInEvent(ctx, event.organizationId, event.id, wanted);
    return cancelled.length;
  },

  /** The read-only manager view of an event by its overview secret (no login, no contact details). */
  async publicEvent(ctx: RequestContext, eventUuid: unknown, secret: unknown, filter: AssignmentFilterData = {}): Promise<ManagerEventView> {
    const uuid = typeof eventUuid === 'string' ? eventUuid.trim() : '';
    const event = /^[0-9a-f-]{36}$/i.test(uuid) ? await eventByUuid(ctx.manager, uuid) : null;
    if (!event || !sameSecret(event.overviewSecret, typeof secret === 'string' ? secret : '')) {
      throw AppError.notFound('error.notFoundEvent');
    }
    // The uuid and the secret are the credential: the request may read this organization's rows (common/tenant.ts).
    ctx.tenant.open(event.organizationId);
    return eventView(ctx, event, filter, 'public');
  },
};
