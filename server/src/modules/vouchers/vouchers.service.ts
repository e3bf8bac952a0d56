import { messageKey, translate } from '@benevo/schema';
import { In } from 'typeorm';
import { parseId } from '../../common/ids';
import { withTransaction, type RequestContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { organizationService } from '../organizations/organization.service';
import { volunteersService } from '../volunteers/volunteers.service';
import { VoucherCode, VoucherPool } from './voucher.entity';
import { parseCodeFile, type ParsedCode } from './vouchers.import';

/** A pool with its figures (one statement for the whole list). */
export interface PoolSummary {
  id: number;
  organizationId: number;
  name: string;
  createdAt: Date;
  nbCodes: number;
  nbClaimed: number;
  nbAvailable: number;
}

/** A code given to a volunteer, for the volunteer's own view. */
export interface ClaimedVoucher {
  id: number;
  code: string;
  poolId: number;
  poolName: string;
  claimedAt: Date;
  orderId: number | null;
}

export type ImportRowStatus = 'VALID' | 'DUPLICATE_IN_FILE' | 'ALREADY_IN_POOL' | 'INVALID';

/** One non-empty line of an imported file and what the import would do with it. */
export interface ImportRow {
  line: number;
  code: string;
  status: ImportRowStatus;
  /** Why the line is not imported, in the request's language; null for a valid line. */
  message: string | null;
  /** The message's catalogue key and parameters (the doors render it). */
  messageKey: string | null;
}

export interface ImportPreview {
  nbValid: number;
  /** Lines that repeat a code of the file or of the pool. */
  nbDuplicates: number;
  /** Lines whose code is not a valid code. */
  nbErrors: number;
  rows: ImportRow[];
}

/** The volunteer's voucher space: allowance, what they claimed, the pools they can claim from. */
export interface MyVouchers {
  volunteerId: number;
  allowed: number;
  claimed: number;
  pools: PoolSummary[];
  codes: ClaimedVoucher[];
}

const MAX_NAME_LENGTH = 100;

type PoolRow = { id: number; organization_id: number; name: string; created_at: Date; nb_codes: string; nb_claimed: string };

const POOL_SUMMARY_SQL = `
  SELECT p.id, p.organization_id, p.name, p.created_at, COUNT(c.id) AS nb_codes, COUNT(c.claimed_at) AS nb_claimed
    FROM voucher_pool p LEFT JOIN voucher_code c ON c.pool_id = p.id`;

function summary(row: PoolRow): PoolSummary {
  const nbCodes = Number(row.nb_codes);
  const nbClaimed = Number(row.nb_claimed);
  return { id: row.id, organizationId: row.organization_id, name: row.name, createdAt: new Date(row.created_at), nbCodes, nbClaimed, nbAvailable: nbCodes - nbClaimed };
}

/** The pools of an organization with their figures, by name (`ids`: only those). */
async function summaries(ctx: RequestContext, organizationId: number, ids?: number[]): Promise<PoolSummary[]> {
  const rows: PoolRow[] = await ctx.manager.query(
    `${POOL_SUMMARY_SQL}
      WHERE p.organization_id = $1 AND ($2::int[] IS NULL OR p.id = ANY($2::int[]))
      GROUP BY p.id ORDER BY lower(p.name), p.id`,
    [organizationId, ids ?? null],
  );
  return rows.map(summary);
}

/** The organizer's organization with vouchers switched on (FORBIDDEN otherwise). */
async function organizerScope(ctx: RequestContext): Promise<number> {
  const organizationId = await organizationService.scope(ctx);
  await organizationService.requireFeature(ctx, organizationId, 'enableVouchers');
  return organizationId;
}

/** A pool of the organization, or NOT_FOUND (another organization's pool answers the same). */
/**
 * A pool of the organization, or NOT_FOUND. `lock`: true (FOR UPDATE) for who changes or deletes the
 * pool, 'share' (FOR SHARE) for who gives one of its codes out, so a deletion waits for them.
 */
async function requirePool(ctx: RequestContext, organizationId: number, poolId: unknown, lock: boolean | 'share' = false): Promise<VoucherPool> {
  const id = parseId(poolId, 'vouchers.poolNotFound');
  const mode = lock === 'share' ? ('pessimistic_read' as const) : lock ? ('pessimistic_write' as const) : null;
  const pool = await ctx.manager.findOne(VoucherPool, { where: { id, organizationId }, ...(mode ? { lock: { mode } } : {}) });
  if (!pool) throw AppError.notFound('vouchers.poolNotFound');
  return pool;
}

/** A pool's name: trimmed, 1 to 100 characters. */
function poolName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw AppError.field('name', 'vouchers.nameRequired');
  if ([...name].length > MAX_NAME_LENGTH) throw AppError.validation({ name: [messageKey('validation.maxLength', { max: MAX_NAME_LENGTH })] });
  return name;
}

async function requireFreeName(tx: RequestContext, organizationId: number, name: string, exceptId?: number): Promise<void> {
  const rows: unknown[] = await tx.manager.query(`SELECT 1 FROM voucher_pool WHERE organization_id = $1 AND name = $2 AND id <> $3 LIMIT 1`, [
    organizationId,
    name,
    exceptId ?? 0,
  ]);
  if (rows.length > 0) throw AppError.field('name', 'vouchers.nameTaken');
}

/** A unique violation of the pool's name (two creations racing): the same field error as the check before. */
function nameTakenOnConflict(error: unknown): never {
  const constraint = (error as { driverError?: { constraint?: string }; constraint?: string }).driverError?.constraint ?? (error as { constraint?: string }).constraint;
  if (constraint === 'UQ_voucher_pool_name') throw AppError.field('name', 'vouchers.nameTaken');
  throw error;
}

/**
 * Takes up to `count` free codes of a pool for the caller's transaction: each row is locked and rows
 * another transaction holds are skipped (FOR UPDATE SKIP LOCKED), so racing callers never get the same
 * code and never wait for each other. Oldest codes first.
 */
async function lockFreeCodes(tx: RequestContext, poolId: number, count: number): Promise<Array<{ id: number; code: string }>> {
  return tx.manager.query(
    `SELECT id, code FROM voucher_code WHERE pool_id = $1 AND claimed_at IS NULL ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [poolId, count],
  );
}

/** Codes a volunteer claimed themselves (the ones their nbVouchersAllowed counts; codes of orders are paid for). */
async function claimedCount(tx: RequestContext, volunteerId: number): Promise<number> {
  const [row] = await tx.manager.query(`SELECT COUNT(*) AS n FROM voucher_code WHERE volunteer_id = $1 AND order_id IS NULL`, [volunteerId]);
  return Number(row.n);
}

async function volunteerCodes(ctx: RequestContext, volunteerId: number, organizationId: number, claimsOnly: boolean): Promise<ClaimedVoucher[]> {
  const rows: Array<{ id: number; code: string; pool_id: number; pool_name: string; claimed_at: Date; order_id: number | null }> = await ctx.manager.query(
    `SELECT c.id, c.code, c.pool_id, p.name AS pool_name, c.claimed_at, c.order_id
       FROM voucher_code c JOIN voucher_pool p ON p.id = c.pool_id
      WHERE c.volunteer_id = $1 AND c.organization_id = $2 ${claimsOnly ? 'AND c.order_id IS NULL' : ''}
      ORDER BY c.claimed_at DESC, c.id DESC`,
    [volunteerId, organizationId],
  );
  return rows.map((row) => ({ id: row.id, code: row.code, poolId: row.pool_id, poolName: row.pool_name, claimedAt: new Date(row.claimed_at), orderId: row.order_id }));
}

export const vouchersService = {
  /**
   * For the shop (a voucher product): takes `count` free codes of the pool for an order, in the
   * caller's transaction, and gives them to the volunteer with the order's id. Refuses with a
   * localized CONFLICT when the pool has fewer free codes (nothing written). Racing orders never get
   * the same code (lockFreeCodes). Codes of orders do not count against nbVouchersAllowed (the
   * volunteer paid for them with points).
   */
  async handOut(
    tx: RequestContext,
    input: { organizationId: number; poolId: number; volunteerId: number; count: number; orderId: number },
  ): Promise<string[]> {
    if (!Number.isInteger(input.count) || input.count < 1) throw AppError.validation({ quantity: [messageKey('validation.min', { min: 1 })] });
    const pool = await requirePool(tx, input.organizationId, input.poolId, 'share');
    const free = await lockFreeCodes(tx, pool.id, input.count);
    if (free.length < input.count) {
      throw free.length === 0 ? AppError.conflict('vouchers.poolEmpty') : AppError.conflict('vouchers.notEnoughCodes', { count: free.length });
    }
    await tx.manager.query(`UPDATE voucher_code SET volunteer_id = $2, claimed_at = now(), order_id = $3 WHERE id = ANY($1::int[])`, [
      free.map((row) => row.id),
      input.volunteerId,
      input.orderId,
    ]);
    return free.map((row) => row.code);
  },

  /** For the shop (a cancelled order): the order's codes go back to their pool, free again. Returns them. */
  async giveBack(tx: RequestContext, orderId: number): Promise<string[]> {
    // A code already used at the scan stand is spent: the order it came with can no longer be cancelled.
    const used: unknown[] = await tx.manager.query(`SELECT 1 FROM voucher_code WHERE order_id = $1 AND redeemed_at IS NOT NULL LIMIT 1`, [orderId]);
    if (used.length > 0) throw AppError.conflict('vouchers.redeemedOrder');
    // A WITH ... SELECT answers rows (a bare UPDATE ... RETURNING answers [rows, count] through TypeORM).
    const rows: Array<{ code: string }> = await tx.manager.query(
      `WITH freed AS (UPDATE voucher_code SET volunteer_id = NULL, claimed_at = NULL, order_id = NULL WHERE order_id = $1 RETURNING id, code)
       SELECT code FROM freed ORDER BY id`,
      [orderId],
    );
    return rows.map((row) => row.code);
  },

  /** For the scan stand: the code is used (in the stand's transaction); null gives it back (an undone hand-out). */
  async setRedeemed(tx: RequestContext, codeId: number, at: Date | null): Promise<void> {
    await tx.manager.update(VoucherCode, { id: codeId }, { redeemedAt: at });
  },

  /** For the shop: the codes of each order (in the order they were given), every asked id a key. */
  async codesOfOrders(ctx: RequestContext, orderIds: number[]): Promise<Map<number, string[]>> {
    const result = new Map<number, string[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return result;
    const rows: Array<{ order_id: number; code: string }> = await ctx.manager.query(
      `SELECT order_id, code FROM voucher_code WHERE order_id = ANY($1::int[]) ORDER BY id`,
      [[...new Set(orderIds)]],
    );
    for (const row of rows) result.get(row.order_id)?.push(row.code);
    return result;
  },

  /** Names of the organization's pools (the stand's configuration), by id; unknown ids are left out. */
  async poolNames(ctx: RequestContext, organizationId: number, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const pools = await ctx.manager.findBy(VoucherPool, { id: In(ids), organizationId });
    return new Map(pools.map((pool) => [pool.id, pool.name]));
  },

  /** The organization's pools with their figures, by name. */
  async pools(ctx: RequestContext): Promise<PoolSummary[]> {
    return summaries(ctx, await organizerScope(ctx));
  },

  /** One pool of the organization with its figures (NOT_FOUND for another organization's). */
  async pool(ctx: RequestContext, poolId: unknown): Promise<PoolSummary> {
    const organizationId = await organizerScope(ctx);
    const pool = await requirePool(ctx, organizationId, poolId);
    const [found] = await summaries(ctx, organizationId, [pool.id]);
    return found;
  },

  async createPool(ctx: RequestContext, input: { name: unknown }): Promise<PoolSummary> {
    const name = poolName(input.name);
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      await requireFreeName(tx, organizationId, name);
      const saved = await tx.manager.save(tx.manager.create(VoucherPool, { organizationId, name })).catch(nameTakenOnConflict);
      const [found] = await summaries(tx, organizationId, [saved.id]);
      return found;
    });
  },

  async renamePool(ctx: RequestContext, poolId: unknown, input: { name: unknown }): Promise<PoolSummary> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const pool = await requirePool(tx, organizationId, poolId);
      const name = poolName(input.name);
      await requireFreeName(tx, organizationId, name, pool.id);
      await tx.manager.update(VoucherPool, { id: pool.id }, { name }).catch(nameTakenOnConflict);
      const [found] = await summaries(tx, organizationId, [pool.id]);
      return found;
    });
  },

  /**
   * Deletes a pool and its codes; refused (CONFLICT) once one of its codes was given out: a volunteer
   * or an order holds it.
   */
  async deletePool(ctx: RequestContext, poolId: unknown): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const pool = await requirePool(tx, organizationId, poolId, true);
      const given: unknown[] = await tx.manager.query(`SELECT 1 FROM voucher_code WHERE pool_id = $1 AND claimed_at IS NOT NULL LIMIT 1`, [pool.id]);
      if (given.length > 0) throw AppError.conflict('vouchers.poolInUse');
      await tx.manager.delete(VoucherPool, { id: pool.id });
      return true;
    });
  },

  /** What importing a file into a pool would do, line by line (nothing written). */
  async previewImport(ctx: RequestContext, poolId: unknown, file: { fileName: unknown; base64File: unknown }): Promise<ImportPreview> {
    const organizationId = await organizerScope(ctx);
    const pool = await requirePool(ctx, organizationId, poolId);
    const codes = await parseCodeFile(file.fileName, file.base64File);
    return preview(ctx, pool.id, codes);
  },

  /**
   * Imports every code of a file into a pool, all or nothing: any line that is invalid or repeats a
   * code (of the file or of the pool) refuses the whole file with a field error on `base64File` (nothing
   * written). The pool's row is locked so two imports of the same codes cannot both pass the check.
   */
  async importCodes(ctx: RequestContext, poolId: unknown, file: { fileName: unknown; base64File: unknown }): Promise<PoolSummary> {
    const codes = await parseCodeFile(file.fileName, file.base64File);
    return withTransaction(ctx, async (tx) => {
      const organizationId = await organizerScope(tx);
      const pool = await requirePool(tx, organizationId, poolId, true);
      const result = await preview(tx, pool.id, codes);
      const refused = result.rows.length - result.nbValid;
      if (refused > 0) throw AppError.validation({ base64File: [messageKey('vouchers.import.rejected', { count: refused })] });
      const values = result.rows.map((row) => row.code);
      for (let start = 0; start < values.length; start += 5000) {
        await tx.manager.query(
          `INSERT INTO voucher_code (organization_id, pool_id, code) SELECT $1, $2, unnest($3::text[])`,
          [organizationId, pool.id, values.slice(start, start + 5000)],
        );
      }
      const [found] = await summaries(tx, organizationId, [pool.id]);
      return found;
    });
  },

  /** The codes of a pool (oldest first), with who got each and when. */
  async codes(ctx: RequestContext, poolId: unknown): Promise<VoucherCode[]> {
    const organizationId = await organizerScope(ctx);
    const pool = await requirePool(ctx, organizationId, poolId);
    return ctx.manager.find(VoucherCode, { where: { poolId: pool.id, organizationId }, order: { id: 'ASC' } });
  },

  /** The pool and its codes for an export (same checks as `codes`). */
  async poolWithCodes(ctx: RequestContext, poolId: unknown): Promise<{ pool: VoucherPool; codes: VoucherCode[] }> {
    const organizationId = await organizerScope(ctx);
    const pool = await requirePool(ctx, organizationId, poolId);
    const codes = await ctx.manager.find(VoucherCode, { where: { poolId: pool.id, organizationId }, order: { id: 'ASC' } });
    return { pool, codes };
  },

  /**
   * The volunteer's own voucher space by their portal token: their allowance, the codes they claimed
   * (never anyone else's), and the pools that still have free codes.
   */
  async mine(ctx: RequestContext, token: string): Promise<MyVouchers> {
    const volunteer = await volunteersService.byToken(ctx, token);
    await organizationService.requireFeature(ctx, volunteer.organizationId, 'enableVouchers');
    const [codes, pools] = await Promise.all([
      volunteerCodes(ctx, volunteer.id, volunteer.organizationId, true),
      summaries(ctx, volunteer.organizationId),
    ]);
    return {
      volunteerId: volunteer.id,
      allowed: volunteer.nbVouchersAllowed,
      claimed: codes.length,
      pools: pools.filter((pool) => pool.nbAvailable > 0),
      codes,
    };
  },

  /**
   * A volunteer claims one code of a pool with their portal token. Within their nbVouchersAllowed
   * across all pools: the volunteer's row is locked first, so racing claims of the same volunteer
   * queue and the second one counts the first; the code itself is taken with FOR UPDATE SKIP LOCKED,
   * so racing claims of different volunteers never get the same code. An empty pool, or an allowance
   * used up, answers a localized CONFLICT and writes nothing.
   */
  async claim(ctx: RequestContext, token: string, poolId: unknown): Promise<ClaimedVoucher> {
    return withTransaction(ctx, async (tx) => {
      const found = await volunteersService.byToken(tx, token);
      await organizationService.requireFeature(tx, found.organizationId, 'enableVouchers');
      const pool = await requirePool(tx, found.organizationId, poolId, 'share');
      await volunteersService.lock(tx, found.id);
      // Read again under the lock: the allowance may just have changed.
      const [volunteer] = await volunteersService.byIds(tx, [found.id]);
      const allowed = volunteer?.nbVouchersAllowed ?? 0;
      if ((await claimedCount(tx, found.id)) >= allowed) throw AppError.conflict('vouchers.allowanceReached', { count: allowed });
      const [free] = await lockFreeCodes(tx, pool.id, 1);
      if (!free) throw AppError.conflict('vouchers.poolEmpty');
      const [claimed]: Array<{ claimed_at: Date }> = await tx.manager.query(
        `WITH given AS (UPDATE voucher_code SET volunteer_id = $2, claimed_at = now() WHERE id = $1 RETURNING claimed_at) SELECT claimed_at FROM given`,
        [free.id, found.id],
      );
      return { id: free.id, code: free.code, poolId: pool.id, poolName: pool.name, claimedAt: new Date(claimed.claimed_at), orderId: null };
    });
  },
};

/** Each line's status: invalid, repeated in the file, already in the pool, or valid (one statement). */
async function preview(ctx: RequestContext, poolId: number, codes: ParsedCode[]): Promise<ImportPreview> {
  const candidates = [...new Set(codes.filter((item) => item.valid).map((item) => item.code))];
  const existing = new Set<string>();
  if (candidates.length > 0) {
    const rows: Array<{ code: string }> = await ctx.manager.query(`SELECT code FROM voucher_code WHERE pool_id = $1 AND code = ANY($2::text[])`, [poolId, candidates]);
    for (const row of rows) existing.add(row.code);
  }
  const firstLine = new Map<string, number>();
  const rows: ImportRow[] = codes.map((item) => {
    if (!item.valid) return row(ctx, item, 'INVALID', 'vouchers.import.invalidCode');
    const seen = firstLine.get(item.code);
    if (seen !== undefined) return row(ctx, item, 'DUPLICATE_IN_FILE', 'vouchers.import.duplicateInFile', { line: seen });
    firstLine.set(item.code, item.line);
    if (existing.has(item.code)) return row(ctx, item, 'ALREADY_IN_POOL', 'vouchers.import.alreadyInPool');
    return { line: item.line, code: item.code, status: 'VALID', message: null, messageKey: null };
  });
  return {
    nbValid: rows.filter((item) => item.status === 'VALID').length,
    nbDuplicates: rows.filter((item) => item.status === 'DUPLICATE_IN_FILE' || item.status === 'ALREADY_IN_POOL').length,
    nbErrors: rows.filter((item) => item.status === 'INVALID').length,
    rows,
  };
}

function row(ctx: RequestContext, item: ParsedCode, status: ImportRowStatus, key: 'vouchers.import.invalidCode' | 'vouchers.import.duplicateInFile' | 'vouchers.import.alreadyInPool', params: Record<string, number> = {}): ImportRow {
  return { line: item.line, code: item.code, status, message: translate(ctx.language, key, params), messageKey: key };
}
