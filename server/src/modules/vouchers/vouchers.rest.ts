import type { Request } from 'express';
import type { RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { asBody, paged, param, queryString, read, type FacadeRoute, portalTokenOf } from '../../rest/facade';
import type { VoucherCode } from './voucher.entity';
import { exportVoucherCodes } from './vouchers.export';
import { vouchersService, type ClaimedVoucher, type ImportPreview, type PoolSummary } from './vouchers.service';

/** The facade's voucher pool (as GraphQL's VoucherPool). */
function serializePool(pool: PoolSummary) {
  return { id: pool.id, name: pool.name, nbCodes: pool.nbCodes, nbClaimed: pool.nbClaimed, nbAvailable: pool.nbAvailable, createdAt: pool.createdAt };
}

/** Codes with who got each (one statement for their volunteers, through the request's loaders). */
async function serializeCodes(ctx: RequestContext, codes: VoucherCode[]) {
  const volunteers = await Promise.all(codes.map((code) => (code.volunteerId === null ? null : ctx.loaders.volunteers.byId.load(code.volunteerId))));
  return codes.map((code, i) => {
    const volunteer = volunteers[i];
    return {
      id: code.id,
      code: code.code,
      claimedAt: code.claimedAt,
      orderId: code.orderId,
      volunteer: volunteer ? { id: volunteer.id, firstName: volunteer.firstName, lastName: volunteer.lastName, email: volunteer.email } : null,
    };
  });
}

function serializePreview(preview: ImportPreview) {
  return {
    nbValid: preview.nbValid,
    nbDuplicates: preview.nbDuplicates,
    nbErrors: preview.nbErrors,
    rows: preview.rows.map((row) => ({ line: row.line, code: row.code, status: row.status, message: row.message })),
  };
}

function serializeClaimed(voucher: ClaimedVoucher) {
  return { id: voucher.id, code: voucher.code, pool: voucher.poolId, poolName: voucher.poolName, claimedAt: voucher.claimedAt };
}

/** The uploaded file of an import: `fileName` and `base64File` (as the GraphQL twins take them). */
function fileOf(req: Request) {
  const body = asBody(req.body);
  return { fileName: read.string(body, 'fileName') ?? '', base64File: read.string(body, 'base64File') ?? '' };
}


/** Organizer routes (under /apis/organizer/v1): voucher pools, their codes, import and export. */
export const voucherRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'voucher-pools/',
    guard: 'organizer',
    right: 'vouchers',
    async handle(ctx, req) {
      return { body: paged(req, (await vouchersService.pools(ctx)).map(serializePool)) };
    },
  },
  {
    method: 'POST',
    path: 'voucher-pools/',
    guard: 'organizer',
    right: 'vouchers',
    async handle(ctx, req) {
      const pool = await vouchersService.createPool(ctx, { name: read.string(asBody(req.body), 'name') });
      return { status: 201, body: serializePool(pool) };
    },
  },
  {
    method: 'GET',
    path: 'voucher-pools/:id/',
    guard: 'organizer',
    right: 'vouchers',
    async handle(ctx, req) {
      return { body: serializePool(await vouchersService.pool(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'PUT',
    path: 'voucher-pools/:id/',
    guard: 'organizer',
    right: 'vouchers',
    async handle(ctx, req) {
      const pool = await vouchersService.renamePool(ctx, param(req, 'id'), { name: read.string(asBody(req.body), 'name') });
      return { body: serializePool(pool) };
    },
  },
  {
    method: 'DELETE',
    path: 'voucher-pools/:id/',
    guard: 'organizer',
    right: 'vouchers',
    async handle(ctx, req) {
      await vouchersService.deletePool(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'POST',
    path: 'voucher-pools/:id/import/',
    guard: 'organizer',
    right: 'vouchers',
    // `?dryRun=true`: the preview, line by line, nothing written; else the all-or-nothing import.
    async handle(ctx, req) {
      if (queryString(req, 'dryRun') === 'true') return { body: serializePreview(await vouchersService.previewImport(ctx, param(req, 'id'), fileOf(req))) };
      return { status: 201, body: serializePool(await vouchersService.importCodes(ctx, param(req, 'id'), fileOf(req))) };
    },
  },
  {
    method: 'GET',
    path: 'voucher-pools/:id/codes/',
    guard: 'organizer',
    right: 'vouchers',
    async handle(ctx, req) {
      return { body: paged(req, await serializeCodes(ctx, await vouchersService.codes(ctx, param(req, 'id')))) };
    },
  },
  {
    method: 'GET',
    path: 'voucher-pools/:id/export/',
    guard: 'organizer',
    right: 'vouchers',
    async handle(ctx, req) {
      return { body: null, file: await exportVoucherCodes(ctx, param(req, 'id'), queryString(req, 'format') ?? 'xlsx') };
    },
  },
];

/** Volunteer routes for the shop's prefix (/apis/shop/v1/), authenticated by the volunteer's token. */
export const voucherShopRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: 'vouchers/claim/',
    guard: 'volunteer',
    async handle(ctx, req) {
      const pool = read.id(asBody(req.body), 'pool');
      if (pool === undefined || pool === null) throw AppError.field('pool', 'validation.required');
      const voucher = await vouchersService.claim(ctx, portalTokenOf(req), pool);
      return { status: 201, body: serializeClaimed(voucher) };
    },
  },
  {
    method: 'GET',
    path: 'vouchers/',
    guard: 'volunteer',
    // The codes the token's volunteer claimed, newest first (never anyone else's).
    async handle(ctx, req) {
      return { body: paged(req, (await vouchersService.mine(ctx, portalTokenOf(req))).codes.map(serializeClaimed)) };
    },
  },
];
