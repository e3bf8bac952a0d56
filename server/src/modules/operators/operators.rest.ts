import { asBody, param, queryString, read, type Body, type FacadeRoute } from '../../rest/facade';
import type { ScanAction } from './operator.entity';
import { operatorsService, type OperatorView } from './operators.service';
import type { ScanActionKindName, ScanItemKindName } from './operators.types';
import { standService, type StandActionData, type StandActionResultView } from './stand.service';

/** Spec 3 Operator on the wire: tags as tag objects ("Inconnu" for an id the event no longer has). */
function serializeOperator(operator: OperatorView) {
  return {
    id: operator.id,
    eventId: operator.eventId,
    name: operator.name,
    loginSecret: operator.loginSecret,
    tags: operator.tags.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
    lastLoginAt: operator.lastLoginAt?.toISOString() ?? null,
    createdAt: operator.createdAt.toISOString(),
  };
}

function serializeAction(action: ScanAction & { volunteerName?: string }) {
  return {
    id: action.id,
    kind: action.kind,
    volunteerId: action.volunteerId,
    volunteerName: action.volunteerName ?? '',
    operatorName: action.operatorName,
    label: action.label,
    happenedAt: action.happenedAt.toISOString(),
    createdAt: action.createdAt.toISOString(),
    undoneAt: action.undoneAt?.toISOString() ?? null,
  };
}

function serializeResult(result: StandActionResultView) {
  return { clientId: result.clientId, ok: result.ok, message: result.message, action: result.action ? serializeAction(result.action) : null };
}

/** `{name, tags}`: spec 7 sends "each with tag ids" (`tags`; `tagIds` is read too). */
function operatorData(body: Body) {
  const tags = read.list(body, 'tags') ?? read.list(body, 'tagIds') ?? [];
  return { name: read.string(body, 'name'), tagIds: tags.map((tag) => (tag !== null && typeof tag === 'object' ? (tag as Body).id : tag)) };
}

const KINDS: Record<string, ScanActionKindName> = {
  check_in: 'check_in',
  deliver_order: 'deliver_order',
  redeem_voucher: 'redeem_voucher',
  tshirt: 'tshirt',
};

function actionData(value: unknown): StandActionData {
  const body = asBody(value);
  // An unknown kind is refused by the service: for a replayed queue, as that one item's conflict.
  const kind = KINDS[String(typeof body.kind === 'string' ? body.kind : '').toLowerCase()] ?? ('unknown' as ScanActionKindName);
  return {
    clientId: body.clientId,
    code: body.code,
    kind,
    targetId: typeof body.targetId === 'string' || typeof body.targetId === 'number' ? body.targetId : null,
    scannedAt: typeof body.scannedAt === 'string' ? body.scannedAt : null,
  };
}

/** Spec 7 "Managers and operators" (operators), the stand's configuration, check-ins and scan codes. */
export const operatorRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'events/:eventId/operators/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      return { body: (await operatorsService.list(ctx, param(req, 'eventId'))).map(serializeOperator) };
    },
  },
  {
    method: 'POST',
    path: 'events/:eventId/operators/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      return { status: 201, body: serializeOperator(await operatorsService.create(ctx, param(req, 'eventId'), operatorData(asBody(req.body)))) };
    },
  },
  {
    method: 'PUT',
    path: 'operators/:id/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      return { body: serializeOperator(await operatorsService.update(ctx, param(req, 'id'), operatorData(asBody(req.body)))) };
    },
  },
  {
    method: 'DELETE',
    path: 'operators/:id/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      await operatorsService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'POST',
    path: 'operators/:id/rotate_secret/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      return { body: serializeOperator(await operatorsService.rotateSecret(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'GET',
    path: 'events/:eventId/scan_config/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      return { body: await standService.config(ctx, param(req, 'eventId')) };
    },
  },
  {
    method: 'PUT',
    path: 'events/:eventId/scan_config/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const items = (read.list(body, 'items') ?? []).map((value) => {
        const item = asBody(value);
        const kind: ScanItemKindName = read.string(item, 'kind') === 'voucher_pool' ? 'voucher_pool' : 'product';
        return { kind, refId: read.id(item, 'refId'), tagIds: read.list(item, 'tagIds') ?? [] };
      });
      const config = await standService.updateConfig(ctx, param(req, 'eventId'), {
        checkIn: read.boolean(body, 'checkIn') ?? false,
        orderDelivery: read.boolean(body, 'orderDelivery') ?? false,
        voucherRedeem: read.boolean(body, 'voucherRedeem') ?? false,
        tshirt: read.boolean(body, 'tshirt') ?? false,
        tshirtAttributeId: read.id(body, 'tshirtAttributeId') ?? null,
        lateAfterMinutes: read.number(body, 'lateAfterMinutes') ?? 15,
        items,
      });
      return { body: config };
    },
  },
  {
    method: 'GET',
    path: 'events/:eventId/check_ins/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      const board = await standService.board(ctx, param(req, 'eventId'), queryString(req, 'day') ?? null);
      return { body: board };
    },
  },
  {
    method: 'GET',
    path: 'events/:eventId/scan_actions/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      const limit = Number(queryString(req, 'limit') ?? 100);
      return { body: (await standService.actions(ctx, param(req, 'eventId'), limit)).map(serializeAction) };
    },
  },
  {
    method: 'POST',
    path: 'scan_actions/:id/undo/',
    guard: 'organizer',
    right: 'operators',
    async handle(ctx, req) {
      return { body: serializeAction(await standService.undo(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/:id/scan_code/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: { code: await standService.volunteerScanCode(ctx, param(req, 'id')) } };
    },
  },
  {
    method: 'POST',
    path: 'volunteers/:id/scan_code/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: { code: await standService.revokeScanCode(ctx, param(req, 'id')) } };
    },
  },
];

/** The scan stand's API (/apis/scan/v1/): signed in with the operator's secret, then X-Operator-Token. */
export const standRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'login/',
    guard: 'public',
    async handle(ctx, req) {
      const { token, expiresAt, auth } = await operatorsService.login(ctx, read.string(asBody(req.body), 'secret'));
      return { body: { token, expiresAt: expiresAt.toISOString(), stand: await standService.info({ ...ctx, operator: auth }) } };
    },
  },
  {
    method: 'POST',
    path: 'logout/',
    guard: 'operator',
    async handle(ctx) {
      await operatorsService.logout(ctx);
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'stand/',
    guard: 'operator',
    async handle(ctx) {
      return { body: await standService.info(ctx) };
    },
  },
  {
    method: 'GET',
    path: 'volunteers/:code/',
    guard: 'operator',
    async handle(ctx, req) {
      return { body: await standService.volunteer(ctx, param(req, 'code')) };
    },
  },
  {
    method: 'POST',
    path: 'actions/',
    guard: 'operator',
    async handle(ctx, req) {
      return { status: 201, body: serializeResult(await standService.act(ctx, actionData(req.body))) };
    },
  },
  {
    method: 'POST',
    path: 'actions/replay/',
    guard: 'operator',
    async handle(ctx, req) {
      const list = Array.isArray(req.body) ? (req.body as unknown[]) : (read.list(asBody(req.body), 'actions') ?? []);
      return { body: (await standService.replay(ctx, list.map(actionData))).map(serializeResult) };
    },
  },
];
