import { ACTIVE_PARTICIPATION_STATUSES } from '@benevo/schema';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../errors/app-error';

// Read model: capacity counts active participations and held waiting-list offers against the slots'
// and positions' limits in a few statements, and locks the position and time_slot rows (FOR NO KEY
// UPDATE) it counts for: the lock is the point. It reads and locks other modules' rows, never writes them.

/**
 * What claimPlaces needs of the request context: the entity manager of the caller's transaction (the
 * loaders import this file, so it does not import the context in turn).
 */
export interface InTransaction {
  manager: EntityManager;
}

/** Places wanted on one slot (a group counts its size). */
export interface PlaceDemand {
  timeSlotId: number;
  nbParticipants: number;
}

export interface ClaimOptions {
  /** Participations whose places the demand replaces (a move to another slot, a group resized). */
  replacingParticipationIds?: number[];
  /** A waiting-list offer being confirmed: the place it holds is the demand's own. */
  confirmingWaitingEntryIds?: number[];
}

export interface SlotRow {
  id: number;
  position_id: number;
  start_ms: number;
  end_ms: number;
  required_volunteer_count: number;
}

const SLOT_COLUMNS = `id, position_id, required_volunteer_count,
  floor(extract(epoch FROM start_time) * 1000)::float8 AS start_ms, floor(extract(epoch FROM end_time) * 1000)::float8 AS end_ms`;

/**
 * Places held per slot of $1: active participations ($2 the active statuses, less the ids $3) and
 * unexpired waiting-list offers (less the ids $4). One text for takenPlaces and freePlaces.
 */
const HELD_PLACES_SQL = `SELECT time_slot_id, SUM(places) AS places FROM (
    SELECT time_slot_id, nb_participants AS places FROM participation
     WHERE time_slot_id = ANY($1) AND validation_status = ANY($2) AND NOT (id = ANY($3))
    UNION ALL
    SELECT time_slot_id, nb_participants FROM waiting_list_entry
     WHERE time_slot_id = ANY($1) AND status = 'offered' AND offer_expires_at > now() AND NOT (id = ANY($4))
  ) AS held GROUP BY time_slot_id`;

/**
 * Places taken on each slot: active participations (group sizes counted) and places held for a
 * waiting-list offer that has not lapsed. The sum DESIGN.md calls "places counted".
 */
export async function takenPlaces(manager: EntityManager, slotIds: number[], options: ClaimOptions = {}): Promise<Map<number, number>> {
  const taken = new Map<number, number>(slotIds.map((id) => [id, 0]));
  if (slotIds.length === 0) return taken;
  const rows: Array<{ time_slot_id: number; places: string }> = await manager.query(HELD_PLACES_SQL, [
    slotIds,
    [...ACTIVE_PARTICIPATION_STATUSES],
    options.replacingParticipationIds ?? [],
    options.confirmingWaitingEntryIds ?? [],
  ]);
  for (const row of rows) taken.set(row.time_slot_id, Number(row.places));
  return taken;
}

/**
 * Free places of each slot (never negative): requiredVolunteerCount minus the places taken, counted as
 * takenPlaces counts them, in one statement (the public page asks it for every slot it shows).
 */
export async function freePlaces(manager: EntityManager, slotIds: number[]): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows: Array<{ id: number; free: number }> = await manager.query(
    `SELECT s.id, GREATEST(0, s.required_volunteer_count - COALESCE(held.places, 0))::int AS free
       FROM time_slot s LEFT JOIN (${HELD_PLACES_SQL}) AS held ON held.time_slot_id = s.id
      WHERE s.id = ANY($1)`,
    [slotIds, [...ACTIVE_PARTICIPATION_STATUSES], [], []],
  );
  return new Map(rows.map((row) => [row.id, row.free]));
}

/**
 * Checks that the demanded places are free, holding them until the caller's transaction ends: the
 * positions' rows, then the slots' rows, are locked in id order (so two sign-ups never deadlock and the
 * second waits for the first to commit), then the places are counted. A slot never takes more than its
 * requiredVolunteerCount, nor a position more than maxParticipantsAtTime at any instant (0 = no limit).
 * Throws CONFLICT with the spec's messages; the caller then writes its participations in the same
 * transaction. `FOR NO KEY UPDATE` leaves foreign-key checks of inserted participations unblocked.
 */
export async function claimPlaces(tx: InTransaction, demands: PlaceDemand[], options: ClaimOptions = {}): Promise<void> {
  if (!tx.manager.queryRunner?.isTransactionActive) throw new Error('claimPlaces must run inside withTransaction');
  const wanted = demands.filter((demand) => demand.nbParticipants > 0);
  if (wanted.length === 0) return;
  const slotIds = [...new Set(wanted.map((demand) => demand.timeSlotId))];
  const positions: Array<{ id: number; max_participants_at_time: number }> = await tx.manager.query(
    `SELECT id, max_participants_at_time FROM position
      WHERE id IN (SELECT position_id FROM time_slot WHERE id = ANY($1)) ORDER BY id FOR NO KEY UPDATE`,
    [slotIds],
  );
  const slots: SlotRow[] = await tx.manager.query(`SELECT ${SLOT_COLUMNS} FROM time_slot WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE`, [
    slotIds,
  ]);
  const slotById = new Map(slots.map((slot) => [slot.id, slot]));
  if (slotIds.some((id) => !slotById.has(id))) throw AppError.notFound();

  const limited = positions.filter((position) => position.max_participants_at_time > 0);
  const neighbours: SlotRow[] = limited.length
    ? await tx.manager.query(
        `SELECT ${SLOT_COLUMNS} FROM time_slot
          WHERE position_id = ANY($1) AND start_time < to_timestamp($3 / 1000.0) AND end_time > to_timestamp($2 / 1000.0)`,
        [
          limited.map((position) => position.id),
          Math.min(...slots.map((slot) => slot.start_ms)),
          Math.max(...slots.map((slot) => slot.end_ms)),
        ],
      )
    : [];
  const taken = await takenPlaces(tx.manager, [...new Set([...slotIds, ...neighbours.map((slot) => slot.id)])], options);

  for (const demand of wanted) {
    const slot = slotById.get(demand.timeSlotId)!;
    const free = slot.required_volunteer_count - (taken.get(slot.id) ?? 0);
    if (free < demand.nbParticipants) {
      throw AppError.conflict(demand.nbParticipants > 1 && free > 0 ? 'signup.groupTooBig' : 'signup.slotFull');
    }
    const max = positions.find((position) => position.id === slot.position_id)?.max_participants_at_time ?? 0;
    if (max > 0 && peakLoad(slot, neighbours, taken) + demand.nbParticipants > max) throw AppError.conflict('signup.positionFull');
    // Later demands of the same sign-up see these places as taken.
    taken.set(slot.id, (taken.get(slot.id) ?? 0) + demand.nbParticipants);
  }
}

/**
 * The most places taken at one instant of `slot` by the slots of its position. The load only rises at
 * a slot's start, so the instants to look at are the starts inside the slot (and its own start).
 */
function peakLoad(slot: SlotRow, neighbours: SlotRow[], taken: Map<number, number>): number {
  const samePosition = neighbours.filter((other) => other.position_id === slot.position_id);
  const instants = [slot.start_ms, ...samePosition.map((other) => other.start_ms).filter((t) => t > slot.start_ms && t < slot.end_ms)];
  let peak = 0;
  for (const instant of instants) {
    let load = 0;
    for (const other of samePosition) if (other.start_ms <= instant && instant < other.end_ms) load += taken.get(other.id) ?? 0;
    peak = Math.max(peak, load);
  }
  return peak;
}
