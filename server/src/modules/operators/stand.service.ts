import { isCalendarDate, localDate, translate, zonedInstant } from '@benevo/schema';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { renderError } from '../../errors/render';
import type { Event } from '../events/event.entity';
import { AttributeValueTypeEnum } from '../forms/forms.enums';
import { formsService } from '../forms/forms.service';
import { organizationService } from '../organizations/organization.service';
import { shopService } from '../shop/shop.service';
import { volunteersService } from '../volunteers/volunteers.service';
import type { Volunteer } from '../volunteers/volunteer.entity';
import { vouchersService } from '../vouchers/vouchers.service';
import { ScanAction, ScanConfig } from './operator.entity';
import { operatorsEvent, requireOperatorAuth, tagViews, type OperatorTagView } from './operators.service';
import type { OperatorAuth, ScanActionKindName, ScanItemData, ScanItemKindName } from './operators.types';
import { scanCodesService } from './scan-codes.service';
import { answerOf, ordersOf, positionTagsInEvent, shiftOf, shiftsOn, vouchersOf, type ShiftRow } from './stand.read-model';

/** A check-in without a chosen shift takes the one running now or starting within this many minutes. */
export const CHECK_IN_EARLY_MINUTES = 60;
/** An offline scan older than this is recorded at this age (a stand's clock cannot rewrite the past). */
const REPLAY_MAX_AGE_MS = 24 * 3600_000;

export interface ScanConfigView {
  eventId: number;
  checkIn: boolean;
  orderDelivery: boolean;
  voucherRedeem: boolean;
  tshirt: boolean;
  tshirtAttributeId: number | null;
  lateAfterMinutes: number;
  items: Array<ScanItemData & { name: string }>;
}

export interface ScanConfigData {
  checkIn: boolean;
  orderDelivery: boolean;
  voucherRedeem: boolean;
  tshirt: boolean;
  tshirtAttributeId: unknown;
  lateAfterMinutes: unknown;
  items: Array<{ kind: ScanItemKindName; refId: unknown; tagIds: unknown }>;
}

export interface StandInfoView {
  operatorId: number;
  operatorName: string;
  eventId: number;
  eventName: string;
  timeZone: string;
  tags: OperatorTagView[];
  checkIn: boolean;
  orderDelivery: boolean;
  voucherRedeem: boolean;
  tshirt: boolean;
}

export interface StandVolunteerView {
  code: string;
  volunteerId: number;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  shifts: Array<{ participationId: number; positionName: string; startsAt: Date; endsAt: Date; checkedInAt: Date | null; checkedInBy: string | null }>;
  orders: Array<{ orderId: number; productName: string; quantity: number; deliveredAt: Date | null; deliveredBy: string | null }>;
  vouchers: Array<{ voucherCodeId: number; poolName: string; code: string; redeemedAt: Date | null; redeemedBy: string | null }>;
  tshirt: { size: string | null; handedOutAt: Date | null; handedOutBy: string | null } | null;
  notices: string[];
}

export interface StandActionData {
  clientId: unknown;
  code: unknown;
  kind: ScanActionKindName;
  targetId?: unknown;
  scannedAt?: Date | string | null;
}

export interface StandActionResultView {
  clientId: string;
  ok: boolean;
  message: string;
  action: (ScanAction & { volunteerName: string }) | null;
}

export interface CheckInRowView {
  participationId: number;
  volunteerId: number;
  volunteerName: string;
  positionName: string;
  startsAt: Date;
  endsAt: Date;
  checkedInAt: Date | null;
  operatorName: string | null;
  late: boolean;
  missing: boolean;
}

export interface CheckInBoardView {
  eventId: number;
  day: string;
  rows: CheckInRowView[];
  expected: number;
  checkedIn: number;
  missing: number;
  late: number;
}

const DEFAULT_CONFIG: Omit<ScanConfigView, 'eventId'> = {
  checkIn: true,
  orderDelivery: false,
  voucherRedeem: false,
  tshirt: false,
  tshirtAttributeId: null,
  lateAfterMinutes: 15,
  items: [],
};

const LOCALES: Record<string, string> = { fr: 'fr-CH', de: 'de-CH', en: 'en-GB' };

/** The day of an instant as the stand shows it (24.11.2026), in the event's time zone. */
function dateText(ctx: RequestContext, at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[ctx.language] ?? 'fr-CH', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(at);
}

/** The instants a calendar day of the event's time zone starts and ends at (23 or 25 hours on a DST change). */
function dayBounds(day: string, timeZone: string): { from: Date; to: Date } {
  const [year, month, date] = day.split('-').map(Number);
  const wall = { year, month, day: date, hour: 0, minute: 0, second: 0 };
  return { from: zonedInstant(wall, timeZone), to: zonedInstant({ ...wall, day: date + 1 }, timeZone) };
}

function timeText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('fr-CH', { hour: '2-digit', minute: '2-digit', timeZone }).format(at);
}

/** What may an operator with these tags serve: everything when it has none, or when the thing has none. */
function tagsAllow(operatorTagIds: number[], tagIds: number[]): boolean {
  return operatorTagIds.length === 0 || tagIds.length === 0 || tagIds.some((id) => operatorTagIds.includes(id));
}

async function configOf(ctx: RequestContext, event: Pick<Event, 'id' | 'organizationId'>): Promise<ScanConfigView> {
  const row = await ctx.manager.findOneBy(ScanConfig, { eventId: event.id });
  const base = row
    ? { checkIn: row.checkIn, orderDelivery: row.orderDelivery, voucherRedeem: row.voucherRedeem, tshirt: row.tshirt, tshirtAttributeId: row.tshirtAttributeId, lateAfterMinutes: row.lateAfterMinutes, items: row.items }
    : DEFAULT_CONFIG;
  const ids = (kind: ScanItemKindName) => base.items.filter((item) => item.kind === kind).map((item) => item.refId);
  const [products, pools] = await Promise.all([
    shopService.productNames(ctx, event.organizationId, ids('product')),
    vouchersService.poolNames(ctx, event.organizationId, ids('voucher_pool')),
  ]);
  // A product or pool deleted since the configuration was saved drops out of it.
  const items = base.items.flatMap((item) => {
    const name = (item.kind === 'product' ? products : pools).get(item.refId);
    return name === undefined ? [] : [{ ...item, name }];
  });
  return { eventId: event.id, ...base, items };
}

/** The operator's event (its organization is the one the session opened). */
async function standEvent(ctx: RequestContext, operator: OperatorAuth): Promise<Event> {
  const event = await ctx.loaders.events.byId.load(operator.eventId);
  if (!event) throw new AppError('UNAUTHENTICATED', 'scan.sessionExpired');
  return event;
}

interface StandScope {
  operator: OperatorAuth;
  event: Event;
  config: ScanConfigView;
  volunteer: Volunteer;
  code: string;
}

async function standScope(ctx: RequestContext, code: unknown): Promise<StandScope> {
  const operator = requireOperatorAuth(ctx);
  const event = await standEvent(ctx, operator);
  const volunteer = await scanCodesService.resolve(ctx, code, operator.organizationId);
  const config = await configOf(ctx, event);
  return { operator, event, config, volunteer, code: await scanCodesService.codeFor(ctx, volunteer.id) };
}

function allowedItemIds(scope: StandScope, kind: ScanItemKindName): Set<number> {
  return new Set(scope.config.items.filter((item) => item.kind === kind && tagsAllow(scope.operator.tagIds, item.tagIds)).map((item) => item.refId));
}

function configuredItemIds(scope: StandScope, kind: ScanItemKindName): Set<number> {
  return new Set(scope.config.items.filter((item) => item.kind === kind).map((item) => item.refId));
}

/** Today's shifts of the volunteer in the event (event time zone), those on positions the operator serves. */
async function todaysShifts(ctx: RequestContext, scope: StandScope, at: Date): Promise<{ all: ShiftRow[]; allowed: ShiftRow[] }> {
  const { from, to } = dayBounds(localDate(at, scope.event.timeZone), scope.event.timeZone);
  const all = await shiftsOn(ctx.manager, scope.event.id, from, to, scope.volunteer.id);
  return { all, allowed: all.filter((shift) => tagsAllow(scope.operator.tagIds, shift.positionTagIds)) };
}

function alreadyUsed(ctx: RequestContext, event: Event, action: Pick<ScanAction, 'happenedAt' | 'operatorName'>): AppError {
  return AppError.conflict('scan.alreadyUsed', {
    date: dateText(ctx, action.happenedAt, event.timeZone),
    time: timeText(action.happenedAt, event.timeZone),
    operator: action.operatorName,
  });
}

/** The action not undone on this target, if any (the one a refused second scan names). */
async function activeAction(ctx: RequestContext, kind: ScanActionKindName, target: { eventId: number; volunteerId: number; targetId: number | null }): Promise<ScanAction | null> {
  const where =
    kind === 'check_in'
      ? { participationId: target.targetId ?? -1 }
      : kind === 'deliver_order'
        ? { orderId: target.targetId ?? -1 }
        : kind === 'redeem_voucher'
          ? { voucherCodeId: target.targetId ?? -1 }
          : { eventId: target.eventId, volunteerId: target.volunteerId };
  return ctx.manager
    .createQueryBuilder(ScanAction, 'a')
    .where({ kind, ...where })
    .andWhere('a.undone_at IS NULL')
    .getOne();
}

function scannedAtOf(value: StandActionData['scannedAt'], notBefore: Date): Date {
  const now = Date.now();
  const given = value ? new Date(value) : null;
  if (!given || Number.isNaN(given.getTime()) || given.getTime() > now) return new Date(now);
  return new Date(Math.max(given.getTime(), now - REPLAY_MAX_AGE_MS, notBefore.getTime()));
}

/**
 * An action id the stand already used: the same action sent again answers what was recorded; another
 * action under a used id is refused (it would silently be lost otherwise).
 */
function sameAction(ctx: RequestContext, recorded: ScanAction, input: StandActionData, operator: OperatorAuth): ScanAction {
  const parsed = scanCodesService.verify(ctx, input.code);
  const target = input.targetId === null || input.targetId === undefined || input.targetId === '' ? null : Number(input.targetId);
  const recordedTarget = recorded.participationId ?? recorded.orderId ?? recorded.voucherCodeId;
  const same =
    recorded.kind === input.kind &&
    parsed?.organizationId === operator.organizationId &&
    parsed.volunteerId === recorded.volunteerId &&
    (target === null || target === recordedTarget);
  if (!same) throw AppError.conflict('scan.clientIdReused');
  return recorded;
}

function clientIdOf(value: unknown): string {
  const id = typeof value === 'string' ? value.trim() : '';
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw AppError.field('clientId', 'validation.text');
  return id;
}

function isUniqueViolation(error: unknown): string | null {
  const e = error as { driverError?: { code?: string; constraint?: string }; code?: string; constraint?: string };
  const code = e.driverError?.code ?? e.code;
  return code === '23505' ? (e.driverError?.constraint ?? e.constraint ?? '') : null;
}

interface Planned {
  kind: ScanActionKindName;
  targetId: number | null;
  label: string;
  participationId?: number;
  orderId?: number;
  voucherCodeId?: number;
}

/** Checks an action against the stand's rules and the volunteer's day; the plan of what to record. */
async function plan(ctx: RequestContext, scope: StandScope, kind: ScanActionKindName, rawTarget: unknown, at: Date): Promise<Planned> {
  const { config, operator, event, volunteer } = scope;
  const targetId = rawTarget === null || rawTarget === undefined || rawTarget === '' ? null : parseId(rawTarget, 'scan.targetNotFound');
  switch (kind) {
    case 'check_in': {
      if (!config.checkIn) throw new AppError('FORBIDDEN', 'scan.actionOff');
      if (targetId !== null) {
        const shift = await shiftOf(ctx.manager, event.id, volunteer.id, targetId);
        const { from, to } = dayBounds(localDate(at, event.timeZone), event.timeZone);
        if (!shift) throw AppError.notFound('scan.targetNotFound');
        if (shift.startsAt >= to || shift.endsAt <= from) throw AppError.notFound('scan.noShift');
        if (!tagsAllow(operator.tagIds, shift.positionTagIds)) throw new AppError('FORBIDDEN', 'scan.notAllowed');
        if (shift.checkedInAt) throw alreadyUsed(ctx, event, { happenedAt: shift.checkedInAt, operatorName: shift.checkedInBy ?? '' });
        return { kind, targetId, participationId: targetId, label: shiftLabel(shift, event) };
      }
      const { all, allowed } = await todaysShifts(ctx, scope, at);
      if (allowed.length === 0) throw new AppError(all.length > 0 ? 'FORBIDDEN' : 'NOT_FOUND', all.length > 0 ? 'scan.notAllowed' : 'scan.noShift');
      const due = allowed.filter((shift) => shift.startsAt.getTime() - CHECK_IN_EARLY_MINUTES * 60_000 <= at.getTime() && shift.endsAt.getTime() > at.getTime());
      const open = (due.length > 0 ? due : allowed).filter((shift) => !shift.checkedInAt);
      if (open.length === 0) {
        const done = (due.length > 0 ? due : allowed).find((shift) => shift.checkedInAt);
        if (done) throw alreadyUsed(ctx, event, { happenedAt: done.checkedInAt as Date, operatorName: done.checkedInBy ?? '' });
        throw AppError.conflict('scan.allCheckedIn');
      }
      return { kind, targetId: open[0].participationId, participationId: open[0].participationId, label: shiftLabel(open[0], event) };
    }
    case 'deliver_order': {
      if (!config.orderDelivery) throw new AppError('FORBIDDEN', 'scan.actionOff');
      if (targetId === null) throw AppError.notFound('scan.targetNotFound');
      const orders = await ordersOf(ctx.manager, event.organizationId, volunteer.id, new Date(0));
      const order = orders.find((row) => row.orderId === targetId);
      if (!order) throw AppError.notFound('scan.targetNotFound');
      if (order.productId === null || !allowedItemIds(scope, 'product').has(order.productId)) throw new AppError('FORBIDDEN', 'scan.notAllowed');
      return { kind, targetId, orderId: targetId, label: `${order.quantity} × ${order.productName}` };
    }
    case 'redeem_voucher': {
      if (!config.voucherRedeem) throw new AppError('FORBIDDEN', 'scan.actionOff');
      if (targetId === null) throw AppError.notFound('scan.targetNotFound');
      const [voucher] = await vouchersOf(ctx.manager, event.organizationId, volunteer.id, targetId);
      if (!voucher) throw AppError.notFound('scan.targetNotFound');
      if (!allowedItemIds(scope, 'voucher_pool').has(voucher.poolId)) throw new AppError('FORBIDDEN', 'scan.notAllowed');
      if (voucher.redeemedAt) throw alreadyUsed(ctx, event, { happenedAt: voucher.redeemedAt, operatorName: voucher.redeemedBy ?? '' });
      return { kind, targetId, voucherCodeId: targetId, label: `${voucher.poolName} · ${voucher.code}` };
    }
    case 'tshirt': {
      if (!config.tshirt) throw new AppError('FORBIDDEN', 'scan.tshirtOff');
      const positions = await positionTagsInEvent(ctx.manager, event.id, volunteer.id);
      if (positions.length === 0) throw AppError.notFound('scan.notInEvent');
      if (!positions.some((tagIds) => tagsAllow(operator.tagIds, tagIds))) throw new AppError('FORBIDDEN', 'scan.notAllowed');
      const size = config.tshirtAttributeId === null ? null : await answerOf(ctx.manager, config.tshirtAttributeId, event.id, volunteer.id);
      return { kind, targetId: null, label: size ? `T-shirt (${size})` : 'T-shirt' };
    }
    default:
      throw AppError.field('kind', 'validation.unknownReference');
  }
}

function shiftLabel(shift: Pick<ShiftRow, 'positionName' | 'startsAt' | 'endsAt'>, event: Event): string {
  return `${shift.positionName} · ${timeText(shift.startsAt, event.timeZone)}–${timeText(shift.endsAt, event.timeZone)}`;
}

/** Records one action in one transaction: exactly once per target while not undone, whatever races. */
async function perform(ctx: RequestContext, input: StandActionData, replayed: boolean): Promise<ScanAction> {
  const operator = requireOperatorAuth(ctx);
  const clientId = clientIdOf(input.clientId);
  // Only a queued scan keeps the time it was made at (never before the stand signed in); a live one is now.
  const at = replayed ? scannedAtOf(input.scannedAt, operator.sessionCreatedAt) : new Date();
  const recorded = await ctx.manager.findOneBy(ScanAction, { operatorId: operator.operatorId, clientId });
  if (recorded) return sameAction(ctx, recorded, input, operator); // Sent again (a replay after a lost answer).
  let planned: Planned | null = null;
  let scope: StandScope | null = null;
  try {
    return await withTransaction(ctx, async (tx) => {
      scope = await standScope(tx, input.code);
      planned = await plan(tx, scope, input.kind, input.targetId, at);
      const current = await activeAction(tx, planned.kind, { eventId: scope.event.id, volunteerId: scope.volunteer.id, targetId: planned.targetId });
      if (current) throw alreadyUsed(tx, scope.event, current);
      if (planned.kind === 'deliver_order') await shopService.deliverAtStand(tx, scope.event.organizationId, scope.volunteer.id, planned.orderId as number);
      if (planned.kind === 'redeem_voucher') await vouchersService.setRedeemed(tx, planned.voucherCodeId as number, at);
      return tx.manager.save(
        tx.manager.create(ScanAction, {
          organizationId: scope.event.organizationId,
          eventId: scope.event.id,
          kind: planned.kind,
          operatorId: operator.operatorId,
          operatorName: operator.name,
          volunteerId: scope.volunteer.id,
          participationId: planned.participationId ?? null,
          orderId: planned.orderId ?? null,
          voucherCodeId: planned.voucherCodeId ?? null,
          label: planned.label,
          happenedAt: at,
          clientId,
          undoneAt: null,
        }),
      );
    });
  } catch (error) {
    // Two stands at the same moment: the loser's insert (or the order's lock) waited for the winner.
    const constraint = isUniqueViolation(error);
    const lost = constraint !== null || (error instanceof AppError && error.messageKey === 'scan.alreadyDelivered');
    if (!lost) throw error;
    const again = await ctx.manager.findOneBy(ScanAction, { operatorId: operator.operatorId, clientId });
    if (again) return sameAction(ctx, again, input, operator);
    const p = planned as Planned | null;
    const s = scope as StandScope | null;
    if (p && s) {
      const winner = await activeAction(ctx, p.kind, { eventId: s.event.id, volunteerId: s.volunteer.id, targetId: p.targetId });
      if (winner) throw alreadyUsed(ctx, s.event, winner);
    }
    if (error instanceof AppError) throw error;
    throw AppError.conflict('scan.alreadyDelivered');
  }
}

async function result(ctx: RequestContext, clientId: string, action: ScanAction): Promise<StandActionResultView> {
  const [volunteer] = await volunteersService.byIds(ctx, [action.volunteerId], action.organizationId);
  const volunteerName = volunteer ? `${volunteer.firstName} ${volunteer.lastName}`.trim() : '';
  return { clientId, ok: true, message: translate(ctx.language, 'scan.actionDone'), action: Object.assign(action, { volunteerName }) };
}

export const standService = {
  // ---- Organizer: the stand's configuration -------------------------------------------------

  async config(ctx: RequestContext, eventId: unknown): Promise<ScanConfigView> {
    return configOf(ctx, await operatorsEvent(ctx, eventId));
  },

  async updateConfig(ctx: RequestContext, eventId: unknown, input: ScanConfigData): Promise<ScanConfigView> {
    return withTransaction(ctx, async (tx) => {
      const event = await operatorsEvent(tx, eventId);
      const late = Number(input.lateAfterMinutes);
      if (!Number.isInteger(late) || late < 0 || late > 1440) throw AppError.field('lateAfterMinutes', 'scan.lateMin');
      let tshirtAttributeId: number | null = null;
      if (input.tshirtAttributeId !== null && input.tshirtAttributeId !== undefined && input.tshirtAttributeId !== '') {
        const attribute = await formsService.findAttribute(tx, event.organizationId, parseId(input.tshirtAttributeId, 'validation.unknownReference'));
        if (!attribute || (attribute.eventId !== null && attribute.eventId !== event.id) || attribute.campaignId !== null) {
          throw AppError.field('tshirtAttributeId', 'validation.unknownReference');
        }
        if (attribute.valueType !== AttributeValueTypeEnum.enum) throw AppError.field('tshirtAttributeId', 'scan.attributeNotEnum');
        tshirtAttributeId = attribute.id;
      }
      const eventTags = new Set((await tx.loaders.tags.byEventId.load(event.id)).map((tag) => tag.id));
      const items: ScanItemData[] = [];
      for (const item of input.items ?? []) {
        const kind: ScanItemKindName = item.kind === 'voucher_pool' ? 'voucher_pool' : 'product';
        const refId = parseId(item.refId, 'scan.unknownItem');
        if (!Array.isArray(item.tagIds)) throw AppError.field('items', 'validation.list');
        const tagIds = [...new Set(item.tagIds.map(Number))];
        if (tagIds.some((id) => !eventTags.has(id))) throw AppError.field('items', 'scan.unknownTag');
        if (!items.some((other) => other.kind === kind && other.refId === refId)) items.push({ kind, refId, tagIds });
      }
      const names = await Promise.all([
        shopService.productNames(tx, event.organizationId, items.filter((i) => i.kind === 'product').map((i) => i.refId)),
        vouchersService.poolNames(tx, event.organizationId, items.filter((i) => i.kind === 'voucher_pool').map((i) => i.refId)),
      ]);
      if (items.some((item) => !(item.kind === 'product' ? names[0] : names[1]).has(item.refId))) throw AppError.field('items', 'scan.unknownItem');
      await tx.manager.save(
        tx.manager.create(ScanConfig, {
          eventId: event.id,
          organizationId: event.organizationId,
          checkIn: Boolean(input.checkIn),
          orderDelivery: Boolean(input.orderDelivery),
          voucherRedeem: Boolean(input.voucherRedeem),
          tshirt: Boolean(input.tshirt),
          tshirtAttributeId,
          lateAfterMinutes: late,
          items,
        }),
      );
      return configOf(tx, event);
    });
  },

  /** The single-choice field holding the t-shirt size of the event's volunteers, or null when the t-shirt option is off (print lists). */
  async tshirtAttributeId(ctx: RequestContext, eventId: number): Promise<number | null> {
    const row = await ctx.manager.findOneBy(ScanConfig, { eventId });
    return row?.tshirt ? row.tshirtAttributeId : null;
  },

  // ---- Operator: the stand -------------------------------------------------------------------

  async info(ctx: RequestContext): Promise<StandInfoView> {
    const operator = requireOperatorAuth(ctx);
    const event = await standEvent(ctx, operator);
    const config = await configOf(ctx, event);
    return {
      operatorId: operator.operatorId,
      operatorName: operator.name,
      eventId: event.id,
      eventName: event.name,
      timeZone: event.timeZone,
      tags: await tagViews(ctx, event.id, operator.tagIds),
      checkIn: config.checkIn,
      orderDelivery: config.orderDelivery,
      voucherRedeem: config.voucherRedeem,
      tshirt: config.tshirt,
    };
  },

  /** What the stand shows for a scanned code: who, today's shifts, what can be handed out now. */
  async volunteer(ctx: RequestContext, code: unknown): Promise<StandVolunteerView> {
    const scope = await standScope(ctx, code);
    const { config, event, volunteer } = scope;
    const now = new Date();
    const notices: string[] = [];
    const { all, allowed } = await todaysShifts(ctx, scope, now);
    if (config.checkIn && allowed.length === 0) notices.push(translate(ctx.language, all.length > 0 ? 'scan.notAllowed' : 'scan.noShift'));
    const { from } = dayBounds(localDate(now, event.timeZone), event.timeZone);
    const products = allowedItemIds(scope, 'product');
    const pools = allowedItemIds(scope, 'voucher_pool');
    const orders = config.orderDelivery
      ? (await ordersOf(ctx.manager, event.organizationId, volunteer.id, from)).filter((order) => order.productId !== null && products.has(order.productId))
      : [];
    const vouchers = config.voucherRedeem ? (await vouchersOf(ctx.manager, event.organizationId, volunteer.id)).filter((voucher) => pools.has(voucher.poolId)) : [];
    if (config.orderDelivery && configuredItemIds(scope, 'product').size > 0 && products.size === 0) notices.push(translate(ctx.language, 'scan.notAllowed'));
    let tshirt: StandVolunteerView['tshirt'] = null;
    if (config.tshirt) {
      const given = await activeAction(ctx, 'tshirt', { eventId: event.id, volunteerId: volunteer.id, targetId: null });
      const size = config.tshirtAttributeId === null ? null : await answerOf(ctx.manager, config.tshirtAttributeId, event.id, volunteer.id);
      tshirt = { size, handedOutAt: given?.happenedAt ?? null, handedOutBy: given?.operatorName ?? null };
      if (!size && config.tshirtAttributeId !== null) notices.push(translate(ctx.language, 'scan.tshirtNoSize'));
    }
    return {
      code: scope.code,
      volunteerId: volunteer.id,
      firstName: volunteer.firstName,
      lastName: volunteer.lastName,
      profilePicture: volunteer.profilePicture ?? null,
      shifts: config.checkIn ? allowed : [],
      orders,
      vouchers,
      tshirt,
      notices,
    };
  },

  /** One action at the stand; a refusal is an error (already used, not allowed, unknown or revoked code…). */
  async act(ctx: RequestContext, input: StandActionData): Promise<StandActionResultView> {
    const action = await perform(ctx, input, false);
    return result(ctx, action.clientId ?? '', action);
  },

  /**
   * The stand's offline queue, sent when the connection is back: each action on its own, in order;
   * refusals come back as ok false with their message (the stand lists them as conflicts).
   */
  async replay(ctx: RequestContext, inputs: StandActionData[]): Promise<StandActionResultView[]> {
    requireOperatorAuth(ctx);
    if (inputs.length > 500) throw AppError.field('actions', 'validation.max');
    const results: StandActionResultView[] = [];
    for (const input of inputs) {
      const clientId = typeof input.clientId === 'string' ? input.clientId : '';
      try {
        results.push(await result(ctx, clientId, await perform(ctx, input, true)));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const rendered = renderError(error, ctx.language);
        const field = rendered.fieldErrors ? Object.values(rendered.fieldErrors)[0]?.[0] : undefined;
        results.push({ clientId, ok: false, message: field ?? rendered.message, action: null });
      }
    }
    return results;
  },

  // ---- Organizer: check-ins and hand-outs ----------------------------------------------------

  /** Who was expected on a day (event time zone), who arrived (late or not) and who is missing. */
  async board(ctx: RequestContext, eventId: unknown, day?: string | null): Promise<CheckInBoardView> {
    const event = await operatorsEvent(ctx, eventId);
    const config = await configOf(ctx, event);
    const now = new Date();
    if (day && !isCalendarDate(day)) throw AppError.field('day', 'validation.date');
    const date = day || localDate(now, event.timeZone);
    const { from, to } = dayBounds(date, event.timeZone);
    const shifts = await shiftsOn(ctx.manager, event.id, from, to, null);
    const rows = shifts.map((shift): CheckInRowView => ({
      participationId: shift.participationId,
      volunteerId: shift.volunteerId,
      volunteerName: `${shift.firstName} ${shift.lastName}`.trim(),
      positionName: shift.positionName,
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      checkedInAt: shift.checkedInAt,
      operatorName: shift.checkedInBy,
      late: shift.checkedInAt !== null && shift.checkedInAt.getTime() > shift.startsAt.getTime() + config.lateAfterMinutes * 60_000,
      missing: shift.checkedInAt === null && shift.startsAt.getTime() <= now.getTime(),
    }));
    return {
      eventId: event.id,
      day: date,
      rows,
      expected: rows.length,
      checkedIn: rows.filter((row) => row.checkedInAt !== null).length,
      missing: rows.filter((row) => row.missing).length,
      late: rows.filter((row) => row.late).length,
    };
  },

  async actions(ctx: RequestContext, eventId: unknown, limit?: number | null): Promise<Array<ScanAction & { volunteerName: string }>> {
    const event = await operatorsEvent(ctx, eventId);
    const take = Math.min(Math.max(Number(limit) || 100, 1), 500);
    const actions = await ctx.manager.find(ScanAction, { where: { eventId: event.id }, order: { createdAt: 'DESC', id: 'DESC' }, take });
    const volunteers = new Map((await volunteersService.byIds(ctx, actions.map((a) => a.volunteerId), event.organizationId)).map((v) => [v.id, v]));
    return actions.map((action) => {
      const volunteer = volunteers.get(action.volunteerId);
      return Object.assign(action, { volunteerName: volunteer ? `${volunteer.firstName} ${volunteer.lastName}`.trim() : '' });
    });
  },

  /** Undoes a wrong hand-out: the order waits for delivery again; the check-in, voucher or t-shirt is free again. */
  async undo(ctx: RequestContext, id: unknown): Promise<ScanAction & { volunteerName: string }> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizationService.scope(tx);
      await organizationService.requireFeature(tx, organizationId, 'enableOperators');
      const action = await tx.manager.findOne(ScanAction, { where: { id: parseId(id, 'scan.targetNotFound'), organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!action) throw AppError.notFound('scan.targetNotFound');
      if (action.undoneAt) throw AppError.conflict('scan.alreadyUndone');
      await tx.manager.update(ScanAction, { id: action.id }, { undoneAt: new Date() });
      if (action.kind === 'deliver_order' && action.orderId !== null) await shopService.undeliver(tx, action.orderId);
      if (action.kind === 'redeem_voucher' && action.voucherCodeId !== null) await vouchersService.setRedeemed(tx, action.voucherCodeId, null);
      const [volunteer] = await volunteersService.byIds(tx, [action.volunteerId], organizationId);
      const undone = await tx.manager.findOneByOrFail(ScanAction, { id: action.id });
      return Object.assign(undone, { volunteerName: volunteer ? `${volunteer.firstName} ${volunteer.lastName}`.trim() : '' });
    });
  },

  // ---- Scan codes ----------------------------------------------------------------------------

  async volunteerScanCode(ctx: RequestContext, volunteerId: unknown): Promise<string> {
    const volunteer = await volunteersService.require(ctx, volunteerId as string | number);
    return scanCodesService.codeFor(ctx, volunteer.id);
  },

  async revokeScanCode(ctx: RequestContext, volunteerId: unknown): Promise<string> {
    return withTransaction(ctx, async (tx) => {
      const volunteer = await volunteersService.require(tx, volunteerId as string | number);
      return scanCodesService.revoke(tx, volunteer);
    });
  },

  /** The volunteer's own code, shown as a QR in the portal (the portal token is the credential). */
  async myScanCode(ctx: RequestContext, token: string): Promise<string> {
    const volunteer = await volunteersService.byToken(ctx, token);
    return scanCodesService.codeFor(ctx, volunteer.id);
  },
};

