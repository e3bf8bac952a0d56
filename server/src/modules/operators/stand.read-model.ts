// Read model: the scan stand and the check-in board read a volunteer's day across the participations,
// slots, positions, orders, voucher codes and form answers of other modules in a few statements (a
// stand answers each scan at once, a board lists a whole day). They never write; writes go through the
// owners' services.
import type { EntityManager } from 'typeorm';
import { ParticipationStatus } from '@benevo/schema';

export interface ShiftRow {
  participationId: number;
  volunteerId: number;
  firstName: string;
  lastName: string;
  positionId: number;
  positionName: string;
  positionTagIds: number[];
  startsAt: Date;
  endsAt: Date;
  checkedInAt: Date | null;
  checkedInBy: string | null;
}

const SHIFT_SELECT = `
  SELECT p.id AS "participationId", p.volunteer_id AS "volunteerId", p.first_name AS "firstName", p.last_name AS "lastName",
         pos.id AS "positionId", pos.name AS "positionName",
         COALESCE((SELECT array_agg(pt.tag_id ORDER BY pt.tag_id) FROM position_tag pt WHERE pt.position_id = pos.id), '{}') AS "positionTagIds",
         s.start_time AS "startsAt", s.end_time AS "endsAt",
         a.happened_at AS "checkedInAt", a.operator_name AS "checkedInBy"
    FROM participation p
    JOIN time_slot s ON s.id = p.time_slot_id
    JOIN position pos ON pos.id = s.position_id
    LEFT JOIN scan_action a ON a.participation_id = p.id AND a.kind = 'check_in' AND a.undone_at IS NULL`;

/** Accepted participations of the event whose slot overlaps [from, to), by start; one volunteer or all. */
export async function shiftsOn(
  manager: EntityManager,
  eventId: number,
  from: Date,
  to: Date,
  volunteerId: number | null,
): Promise<ShiftRow[]> {
  return manager.query(
    `${SHIFT_SELECT}
      WHERE p.event_id = $1 AND p.validation_status = $2 AND s.start_time < $4 AND s.end_time > $3
        AND ($5::int IS NULL OR p.volunteer_id = $5)
      ORDER BY s.start_time, pos.name, p.last_name, p.first_name, p.id`,
    [eventId, ParticipationStatus.ACCEPTED, from, to, volunteerId],
  );
}

/** One accepted participation of the volunteer in the event (the stand's target), or undefined. */
export async function shiftOf(manager: EntityManager, eventId: number, volunteerId: number, participationId: number): Promise<ShiftRow | undefined> {
  const rows: ShiftRow[] = await manager.query(
    `${SHIFT_SELECT} WHERE p.id = $1 AND p.event_id = $2 AND p.volunteer_id = $3 AND p.validation_status = $4`,
    [participationId, eventId, volunteerId, ParticipationStatus.ACCEPTED],
  );
  return rows[0];
}

/** The tags of each position the volunteer holds an accepted participation on in the event (t-shirts go to the event's volunteers). */
export async function positionTagsInEvent(manager: EntityManager, eventId: number, volunteerId: number): Promise<number[][]> {
  const rows: Array<{ tagIds: number[] }> = await manager.query(
    `SELECT COALESCE((SELECT array_agg(pt.tag_id) FROM position_tag pt WHERE pt.position_id = s.position_id), '{}') AS "tagIds"
       FROM participation p
       JOIN time_slot s ON s.id = p.time_slot_id
      WHERE p.event_id = $1 AND p.volunteer_id = $2 AND p.validation_status = $3`,
    [eventId, volunteerId, ParticipationStatus.ACCEPTED],
  );
  return rows.map((row) => row.tagIds.map(Number));
}

export interface OrderRow {
  orderId: number;
  productId: number | null;
  productName: string;
  quantity: number;
  status: string;
  deliveredAt: Date | null;
  deliveredBy: string | null;
}

/** The volunteer's orders to hand out, and those handed out at a stand since `since`. */
export async function ordersOf(manager: EntityManager, organizationId: number, volunteerId: number, since: Date): Promise<OrderRow[]> {
  return manager.query(
    `SELECT o.id AS "orderId", o.product_id AS "productId", o.product_name AS "productName", o.quantity, o.status,
            a.happened_at AS "deliveredAt", a.operator_name AS "deliveredBy"
       FROM shop_order o
       LEFT JOIN scan_action a ON a.order_id = o.id AND a.kind = 'deliver_order' AND a.undone_at IS NULL
      WHERE o.organization_id = $1 AND o.volunteer_id = $2
        AND (o.status = 'awaiting_delivery' OR (o.status = 'delivered' AND a.happened_at >= $3))
      ORDER BY o.created_at, o.id`,
    [organizationId, volunteerId, since],
  );
}

export interface VoucherRow {
  voucherCodeId: number;
  poolId: number;
  poolName: string;
  code: string;
  redeemedAt: Date | null;
  redeemedBy: string | null;
}

/** The voucher codes the volunteer holds, with their redemption at a stand if any. */
export async function vouchersOf(manager: EntityManager, organizationId: number, volunteerId: number, codeId: number | null = null): Promise<VoucherRow[]> {
  return manager.query(
    `SELECT c.id AS "voucherCodeId", c.pool_id AS "poolId", vp.name AS "poolName", c.code,
            a.happened_at AS "redeemedAt", a.operator_name AS "redeemedBy"
       FROM voucher_code c
       JOIN voucher_pool vp ON vp.id = c.pool_id
       LEFT JOIN scan_action a ON a.voucher_code_id = c.id AND a.kind = 'redeem_voucher' AND a.undone_at IS NULL
      WHERE c.organization_id = $1 AND c.volunteer_id = $2 AND ($3::int IS NULL OR c.id = $3)
      ORDER BY c.claimed_at, c.id`,
    [organizationId, volunteerId, codeId],
  );
}

/**
 * The volunteer's answer to the t-shirt size field: their own (a volunteer attribute) or given on a
 * participation of the event (an event attribute); an option id is read as the option's text.
 */
export async function answerOf(manager: EntityManager, attributeId: number, eventId: number, volunteerId: number): Promise<string | null> {
  const rows: Array<{ value: string }> = await manager.query(
    `SELECT COALESCE(o.option, v.value) AS value
       FROM attribute_value v
       LEFT JOIN participation p ON p.id = v.participation_id
       LEFT JOIN attribute_option o ON o.attribute_id = v.attribute_id AND o.id::text = v.value
      WHERE v.attribute_id = $1 AND (v.volunteer_id = $3 OR (p.volunteer_id = $3 AND p.event_id = $2))
      ORDER BY v.volunteer_id NULLS LAST, v.id DESC
      LIMIT 1`,
    [attributeId, eventId, volunteerId],
  );
  const value = rows[0]?.value?.trim();
  return value ? value : null;
}
