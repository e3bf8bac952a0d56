// Read model: a volunteer's data export (GDPR right of access, issue 17) joins the tables of many
// modules (participations, slots, positions, events, waiting lists, points, shop, vouchers, mail,
// campaigns, forms) in a few statements; it only reads.
import type { ExportPreference } from '../assignment/assignment.privacy';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../context';

export interface ExportParticipation {
  id: number;
  eventName: string;
  eventTimeZone: string;
  positionName: string;
  startTime: Date | null;
  endTime: Date | null;
  validationStatus: number;
  nbParticipants: number;
  groupName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  bornDate: string | null;
  createdAt: Date;
}

export interface ExportWaitingEntry {
  id: number;
  eventName: string;
  positionName: string;
  startTime: Date | null;
  status: string;
  createdAt: Date;
}

export interface ExportAnswer {
  attributeId: number;
  question: string;
  valueType: string;
  value: string;
  options: Array<{ id: number; option: string }>;
  /** Whose answer: the volunteer's own (profile), a participation's or a campaign registration's. */
  participationId: number | null;
  campaignRegistrationId: number | null;
}

export interface ExportPoints {
  id: number;
  pointsDiff: number;
  balance: number;
  trigger: string;
  createdAt: Date;
}

export interface ExportOrder {
  id: number;
  productName: string;
  quantity: number;
  price: number;
  status: string;
  createdAt: Date;
}

export interface ExportVoucher {
  id: number;
  code: string;
  poolName: string;
  claimedAt: Date | null;
}

export interface ExportMail {
  id: number;
  subject: string;
  text: string;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
}

export interface ExportCampaignRegistration {
  id: number;
  campaignName: string;
  campaignStatus: string;
  createdAt: Date;
}

export interface VolunteerRecords {
  participations: ExportParticipation[];
  waitingList: ExportWaitingEntry[];
  answers: ExportAnswer[];
  points: ExportPoints[];
  orders: ExportOrder[];
  vouchers: ExportVoucher[];
  mails: ExportMail[];
  campaignRegistrations: ExportCampaignRegistration[];
}

/** The JSON export (GDPR right of access): the profile, the answers as people read them, and every record. */
export interface DataExport {
  generatedAt: string;
  organization: { id: number; name: string };
  profile: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    address: string;
    town: string;
    postcode: string;
    country: string;
    bornDate: string | null;
    language: string;
    createdAt: string;
  };
  answers: Array<{ question: string; answer: string; participationId: number | null; campaignRegistrationId: number | null }>;
  participations: VolunteerRecords['participations'];
  waitingList: VolunteerRecords['waitingList'];
  campaignRegistrations: VolunteerRecords['campaignRegistrations'];
  /** Issue 18: availability and ranked preferred positions given per event or campaign. */
  preferences: ExportPreference[];
  points: VolunteerRecords['points'];
  orders: VolunteerRecords['orders'];
  vouchers: VolunteerRecords['vouchers'];
  mails: VolunteerRecords['mails'];
}

const num = (value: unknown): number => Number(value);

/**
 * Everything recorded about one volunteer of one organization, by the volunteer's id (and, for mails,
 * their address in that organization). Each statement is scoped by both the volunteer and the
 * organization, so another volunteer's rows can never appear.
 */
export async function volunteerRecords(ctx: RequestContext, volunteer: { id: number; organizationId: number; email: string }): Promise<VolunteerRecords> {
  const q = <T>(sql: string, params: unknown[]): Promise<T[]> => ctx.manager.query(sql, params);
  const v = [volunteer.id, volunteer.organizationId];
  const participations = await q<Record<string, unknown>>(
    `SELECT p.id, e.name AS event_name, e.time_zone, pos.name AS position_name, s.start_time, s.end_time, p.validation_status,
            p.nb_participants, p.group_name, p.first_name, p.last_name, p.email, p.phone_number, p.born_date::text AS born_date, p.created_at
       FROM participation p
       JOIN event e ON e.id = p.event_id
       LEFT JOIN time_slot s ON s.id = p.time_slot_id
       LEFT JOIN position pos ON pos.id = s.position_id
      WHERE p.volunteer_id = $1 AND p.organization_id = $2
      ORDER BY s.start_time NULLS LAST, p.id`,
    v,
  );
  const waitingList = await q<Record<string, unknown>>(
    `SELECT w.id, e.name AS event_name, pos.name AS position_name, s.start_time, w.status, w.created_at
       FROM waiting_list_entry w
       JOIN event e ON e.id = w.event_id
       LEFT JOIN time_slot s ON s.id = w.time_slot_id
       LEFT JOIN position pos ON pos.id = s.position_id
      WHERE w.volunteer_id = $1 AND e.organization_id = $2
      ORDER BY w.created_at, w.id`,
    v,
  );
  const answers = await q<Record<string, unknown>>(
    `SELECT av.attribute_id, a.name, a.value_type, av.value, av.participation_id, av.campaign_registration_id,
            COALESCE((SELECT json_agg(json_build_object('id', o.id, 'option', o.option) ORDER BY o."order", o.id)
                        FROM attribute_option o WHERE o.attribute_id = a.id), '[]'::json) AS options
       FROM attribute_value av
       JOIN attribute a ON a.id = av.attribute_id
      WHERE av.organization_id = $2
        AND (av.volunteer_id = $1
             OR av.participation_id IN (SELECT id FROM participation WHERE volunteer_id = $1 AND organization_id = $2)
             OR av.campaign_registration_id IN (SELECT id FROM campaign_registration WHERE volunteer_id = $1 AND organization_id = $2))
      ORDER BY av.participation_id NULLS FIRST, av.campaign_registration_id NULLS FIRST, a."order", a.id`,
    v,
  );
  const points = await q<Record<string, unknown>>(
    `SELECT id, points_diff, balance, trigger, created_at FROM points_transaction
      WHERE volunteer_id = $1 AND organization_id = $2 ORDER BY created_at, id`,
    v,
  );
  const orders = await q<Record<string, unknown>>(
    `SELECT id, product_name, quantity, price, status, created_at FROM shop_order
      WHERE volunteer_id = $1 AND organization_id = $2 ORDER BY created_at, id`,
    v,
  );
  const vouchers = await q<Record<string, unknown>>(
    `SELECT c.id, c.code, p.name AS pool_name, c.claimed_at FROM voucher_code c JOIN voucher_pool p ON p.id = c.pool_id
      WHERE c.volunteer_id = $1 AND c.organization_id = $2 ORDER BY c.claimed_at NULLS LAST, c.id`,
    v,
  );
  const mails = await q<Record<string, unknown>>(
    `SELECT id, subject, text, status, created_at, sent_at FROM mail
      WHERE organization_id = $2 AND lower(to_address) = lower($1) ORDER BY created_at, id`,
    [volunteer.email, volunteer.organizationId],
  );
  const registrations = await q<Record<string, unknown>>(
    `SELECT r.id, c.name AS campaign_name, c.status AS campaign_status, r.created_at FROM campaign_registration r JOIN campaign c ON c.id = r.campaign_id
      WHERE r.volunteer_id = $1 AND r.organization_id = $2 ORDER BY r.created_at, r.id`,
    v,
  );
  return {
    participations: participations.map((row) => ({
      id: num(row.id),
      eventName: String(row.event_name),
      eventTimeZone: String(row.time_zone),
      positionName: String(row.position_name ?? ''),
      startTime: (row.start_time as Date | null) ?? null,
      endTime: (row.end_time as Date | null) ?? null,
      validationStatus: num(row.validation_status),
      nbParticipants: num(row.nb_participants),
      groupName: String(row.group_name ?? ''),
      firstName: String(row.first_name ?? ''),
      lastName: String(row.last_name ?? ''),
      email: String(row.email ?? ''),
      phoneNumber: String(row.phone_number ?? ''),
      bornDate: (row.born_date as string | null) ?? null,
      createdAt: row.created_at as Date,
    })),
    waitingList: waitingList.map((row) => ({
      id: num(row.id),
      eventName: String(row.event_name),
      positionName: String(row.position_name ?? ''),
      startTime: (row.start_time as Date | null) ?? null,
      status: String(row.status),
      createdAt: row.created_at as Date,
    })),
    answers: answers.map((row) => ({
      attributeId: num(row.attribute_id),
      question: String(row.name),
      valueType: String(row.value_type),
      value: String(row.value ?? ''),
      options: (typeof row.options === 'string' ? JSON.parse(row.options) : row.options) as Array<{ id: number; option: string }>,
      participationId: row.participation_id === null ? null : num(row.participation_id),
      campaignRegistrationId: row.campaign_registration_id === null ? null : num(row.campaign_registration_id),
    })),
    points: points.map((row) => ({
      id: num(row.id),
      pointsDiff: num(row.points_diff),
      balance: num(row.balance),
      trigger: String(row.trigger),
      createdAt: row.created_at as Date,
    })),
    orders: orders.map((row) => ({
      id: num(row.id),
      productName: String(row.product_name),
      quantity: num(row.quantity),
      price: num(row.price),
      status: String(row.status),
      createdAt: row.created_at as Date,
    })),
    vouchers: vouchers.map((row) => ({ id: num(row.id), code: String(row.code), poolName: String(row.pool_name), claimedAt: (row.claimed_at as Date | null) ?? null })),
    mails: mails.map((row) => ({
      id: num(row.id),
      subject: String(row.subject),
      text: String(row.text),
      status: String(row.status),
      createdAt: row.created_at as Date,
      sentAt: (row.sent_at as Date | null) ?? null,
    })),
    campaignRegistrations: registrations.map((row) => ({
      id: num(row.id),
      campaignName: String(row.campaign_name),
      campaignStatus: String(row.campaign_status),
      createdAt: row.created_at as Date,
    })),
  };
}

/**
 * The organization's volunteer attributes (not an event's or campaign's) asked of volunteers (onRegistration;
 * the others are the organizer's own notes, never edited by the volunteer), with their options, in their order.
 */
export async function volunteerAttributes(
  ctx: RequestContext,
  organizationId: number,
): Promise<Array<{ id: number; name: string; valueType: string; options: Array<{ id: number; option: string }> }>> {
  const rows: Array<Record<string, unknown>> = await ctx.manager.query(
    `SELECT a.id, a.name, a.value_type,
            COALESCE((SELECT json_agg(json_build_object('id', o.id, 'option', o.option) ORDER BY o."order", o.id)
                        FROM attribute_option o WHERE o.attribute_id = a.id), '[]'::json) AS options
       FROM attribute a
      WHERE a.organization_id = $1 AND a.event_id IS NULL AND a.campaign_id IS NULL AND a.on_registration
      ORDER BY a."order", a.id`,
    [organizationId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    valueType: String(row.value_type),
    options: (typeof row.options === 'string' ? JSON.parse(row.options) : row.options) as Array<{ id: number; option: string }>,
  }));
}

/** The events the volunteer holds an active participation in (their forms' required-field rules apply to the profile). */
export async function activeEventIds(ctx: RequestContext, volunteerId: number, organizationId: number): Promise<number[]> {
  const rows: Array<{ event_id: number }> = await ctx.manager.query(
    `SELECT DISTINCT event_id FROM participation WHERE volunteer_id = $1 AND organization_id = $2 AND validation_status IN (0, 1, 6) ORDER BY event_id`,
    [volunteerId, organizationId],
  );
  return rows.map((row) => Number(row.event_id));
}

/** Which of these stored pictures a volunteer or a campaign registration still shows (a file is removed only when none does). */
export async function imagesInUse(manager: EntityManager, paths: string[]): Promise<Set<string>> {
  const rows: Array<{ path: string }> = await manager.query(
    `SELECT profile_picture AS path FROM volunteer WHERE profile_picture = ANY($1::text[])
     UNION SELECT profile_picture FROM campaign_registration WHERE profile_picture = ANY($1::text[])`,
    [paths],
  );
  return new Set(rows.map((row) => row.path));
}
