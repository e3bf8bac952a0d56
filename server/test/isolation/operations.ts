import crypto from 'node:crypto';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { Right } from '@benevo/schema';
import { facadeGuards, graphqlGuards } from '../../src/graphql/permissions';
import { getSchema } from '../../src/graphql/schema';
import { declaredRights } from '../../src/modules/organizations/rights.decorator';
import type { Guard } from '../../src/rest/facade';
import { facadePrefixes } from '../../src/rest/routes';
import type { Kind, Material } from './seed';

/**
 * The operations of the isolation matrix, read from the schema and the facade's route table, with the
 * arguments each role sends: generic generation from the argument types and names, and a short table of
 * the few things no rule can guess. An operation the rules cannot classify is a problem the matrix
 * reports as a failing test ("add an entry"), so a new operation cannot slip through unprobed.
 */

export type Door = 'graphql' | 'rest';

/**
 * How a public operation is called by its rightful caller: `portal` (a volunteer's portal token in
 * `token`: B's volunteer), `open` (anyone; nothing secret: the answer to others may hold only public
 * data), `secret` (a secret of another kind in the arguments: B's, for the rightful caller).
 */
export type PublicKind = 'portal' | 'open' | 'secret';

/** The public GraphQL operations without a portal token, and the public facade routes: each needs an entry. */
export const PUBLIC_OPERATIONS: Record<string, PublicKind> = {
  'Mutation.login': 'secret',
  'Mutation.logout': 'open',
  'Mutation.register': 'open',
  'Mutation.verifyRegistration': 'secret',
  'Mutation.sendResetPasswordLink': 'open',
  'Mutation.resetPassword': 'secret',
  'Mutation.otpChallenge': 'secret',
  'Mutation.otpVerify': 'secret',
  'Query.publicOrganization': 'open',
  'Query.publicEvents': 'open',
  'Query.publicEvent': 'open',
  'Mutation.contactOrganization': 'open',
  'Mutation.signUp': 'open',
  // The waiting list's offer token (mailed to the volunteer of the entry); the matrix seeds no offer.
  'Query.waitingListOffer': 'secret',
  'Mutation.confirmWaitingListOffer': 'secret',
  'Mutation.declineWaitingListOffer': 'secret',
  'Mutation.sendPortalLink': 'open',
  'Query.portalOrganizations': 'open',
  'Query.portalOrganization': 'open',
  'Mutation.requestPortalLogin': 'open',
  'Mutation.portalLogin': 'secret',
  'Query.publicCampaign': 'secret',
  'Query.publicCampaigns': 'open',
  'Mutation.registerForCampaign': 'secret',
  'Mutation.operatorLogin': 'secret',
  'Mutation.setManagerPassword': 'secret',
  'Mutation.managerLogin': 'secret',
  'Query.publicManagerEvent': 'secret',
  'POST /apis/authentication/v1/login/': 'secret',
  'POST /apis/authentication/v1/login-token/': 'secret',
  'POST /apis/authentication/v1/logout/': 'open',
  'POST /apis/authentication/v1/otp-challenge/': 'secret',
  'POST /apis/authentication/v1/otp-verify/': 'secret',
  'POST /accounts/register/': 'open',
  'POST /accounts/verify-registration/': 'secret',
  'POST /accounts/send-reset-password-link/': 'open',
  'POST /accounts/reset-password/': 'secret',
  'GET /apis/organizer/v1/organization/:id/public-events/': 'open',
  'GET /apis/organizer/v1/publicevent/:uuid/': 'open',
  'GET /apis/organizer/v1/publicevent/:uuid/reward_categories/': 'open',
  'GET /apis/organizer/v1/organization/:org/publicvolunteers/': 'open',
  'GET /apis/organizer/v1/calendar/:secret.ics': 'secret',
  'POST /apis/organizer/v1/volunteers/login/': 'open',
  'POST /apis/organizer/v1/volunteers/login/confirm/': 'secret',
  'GET /apis/organizer/v1/volunteers/login/organizations/': 'open',
  'GET /apis/organizer/v1/organization/:orgId/public-campaigns/': 'open',
  'GET /apis/organizer/v1/public-campaigns/:id/': 'secret',
  'POST /apis/scan/v1/login/': 'secret',
};

/** Public operations whose `token` argument is not a portal token (the secret they carry instead). */
const TOKEN_IS_NOT_PORTAL: Record<string, keyof Material | 'bogus'> = {
  'Query.publicCampaign': 'campaignToken',
  'Query.waitingListOffer': 'bogus',
  'Mutation.confirmWaitingListOffer': 'bogus',
  'Mutation.declineWaitingListOffer': 'bogus',
  'Mutation.setManagerPassword': 'bogus',
};

/**
 * Operations that end the caller's own session or credential (or replace the session of the agent):
 * run after every other call of the same phase, so that they do not disarm the roles for the rest.
 */
export const ENDERS = new Set([
  'Mutation.logout',
  'Mutation.logoutEverywhere',
  'Mutation.login',
  'Mutation.otpVerify',
  'Mutation.switchOrganization',
  'Mutation.staffSwitchOrganization',
  'Mutation.operatorLogout',
  'Mutation.managerLogout',
  'Mutation.rotatePortalToken',
  'POST /apis/authentication/v1/login/',
  'POST /apis/authentication/v1/login-token/',
  'POST /apis/authentication/v1/logout/',
  'POST /apis/authentication/v1/logoutall/',
  'POST /apis/authentication/v1/otp-verify/',
  'POST /apis/authentication/v1/organizations/:id/switch/',
  'POST /apis/organizer/v1/staff/organizations/:id/switch/',
  'POST /apis/scan/v1/logout/',
  'POST /apis/organizer/v1/volunteers/token/rotate/',
]);

/** Id arguments and input fields, by name, and the kind of object they name. */
const ID_NAMES: Record<string, Kind> = {
  organizationId: 'organization',
  eventId: 'event',
  targetEventId: 'event',
  eventIds: 'event',
  positionId: 'position',
  positionIds: 'position',
  preferredPositionIds: 'position',
  sectorId: 'sector',
  sectorIds: 'sector',
  slotId: 'slot',
  slotIds: 'slot',
  timeSlotId: 'slot',
  overlappingSlotIds: 'slot',
  volunteerId: 'volunteer',
  volunteerIds: 'volunteer',
  participationId: 'participation',
  participationIds: 'participation',
  swappableParticipationIds: 'participation',
  campaignId: 'campaign',
  campaignIds: 'campaign',
  categoryId: 'volunteerCategory',
  categoryIds: 'volunteerCategory',
  cloneOnlyParticipationsInCategories: 'volunteerCategory',
  tagIds: 'tag',
  rewardCategoryId: 'rewardCategory',
  attributeId: 'attribute',
  tshirtAttributeId: 'attribute',
  voucherPoolId: 'voucherPool',
  poolId: 'voucherPool',
  voucherCodeId: 'voucherCode',
  productId: 'product',
  orderId: 'order',
  mealId: 'meal',
  templateId: 'badgeTemplate',
  webhookId: 'webhook',
  runId: 'autoAssignRun',
  jobId: 'documentJob',
  registrationIds: 'campaignRegistration',
  entryIds: 'waitingListEntry',
  operatorId: 'operator',
  communicationId: 'communication',
  userId: 'user',
  device: 'otpDevice',
  // The stand's action names the participation (check-in), the order or the voucher code it concerns.
  targetId: 'participation',
};

/** Words of an operation's name, longest first, naming the kind of its bare `id`/`ids` argument. */
const NAME_WORDS: Array<[string, Kind]> = (
  [
    ['campaignregistration', 'campaignRegistration'],
    ['volunteercommunication', 'volunteerCommunication'],
    ['volunteercategory', 'volunteerCategory'],
    ['waitinglistentry', 'waitingListEntry'],
    ['registrationrule', 'registrationRule'],
    ['rewardcategory', 'rewardCategory'],
    ['badgetemplate', 'badgeTemplate'],
    ['mailtemplate', 'mailTemplate'],
    ['communication', 'communication'],
    ['autoassignrun', 'autoAssignRun'],
    ['participation', 'participation'],
    ['ticketingsync', 'ticketingSync'],
    ['organization', 'organization'],
    ['waitinglist', 'waitingListEntry'],
    ['groupmember', 'groupMember'],
    ['voucherpool', 'voucherPool'],
    ['scanaction', 'scanAction'],
    ['documentjob', 'documentJob'],
    ['attribute', 'attribute'],
    ['volunteer', 'volunteer'],
    ['operator', 'operator'],
    ['deletion', 'deletionRequest'],
    ['apitoken', 'apiToken'],
    ['campaign', 'campaign'],
    ['timeslot', 'slot'],
    ['position', 'position'],
    ['webhook', 'webhook'],
    ['manager', 'manager'],
    ['product', 'product'],
    ['sector', 'sector'],
    ['event', 'event'],
    ['order', 'order'],
    ['meal', 'meal'],
    ['swap', 'swap'],
    ['tag', 'tag'],
  ] as Array<[string, Kind]>
).sort((a, b) => b[0].length - a[0].length);

/** Where a name-based guess is wrong: `Kind.field.arg` -> kind. */
const ID_OVERRIDES: Record<string, Kind> = {
  'Query.exportCampaignRegistrations.id': 'campaign',
  // A scan item names a product or a voucher pool by its kind; the first enum value is a product's.
  'Mutation.updateScanConfig.input.items.refId': 'product',
  'Mutation.bulkTimeSlots.input.delete': 'slot',
};

/** Optional arguments left out: they exclude another one the generator fills (exactly one of them). */
const OMITTED_ARGS = new Set(['Query.volunteerPreferences.campaignId', 'Query.volunteerPreferencesList.campaignId']);

/** Routes whose `:id` is not what the segment before it names. */
const ROUTE_ID_KINDS: Record<string, Kind> = {
  // The registration rules of an event.
  'GET /apis/organizer/v1/custom/registration-rules/:id/': 'event',
};

/** Query parameters a route needs besides the generic ones. */
const ROUTE_QUERIES: Record<string, (target: Target) => Record<string, string>> = {
  'GET /apis/organizer/v1/organization/:org/publicvolunteers/': () => ({ email: 'quelquun@example.org' }),
  'GET /apis/organizer/v1/badge_templates/:id/pdf/': (target) => ({ volunteer: target.ids.volunteer, event: target.ids.event }),
};

/** Facade path segments before an `:id`, and the kind they name. */
const SEGMENT_KINDS: Record<string, Kind> = {
  organizations: 'organization',
  organization: 'organization',
  'api-tokens': 'apiToken',
  'otp-devices': 'otpDevice',
  events: 'event',
  positions: 'position',
  slots: 'slot',
  'custom-volunteer-attributes': 'attribute',
  volunteers2: 'volunteer',
  volunteercategories: 'volunteerCategory',
  participationUpdate: 'participation',
  participations: 'participation',
  groups: 'participation',
  members: 'groupMember',
  'registration-rules': 'registrationRule',
  campaigns: 'campaign',
  'campaign-registrations': 'campaignRegistration',
  communications: 'volunteerCommunication',
  volunteers: 'volunteer',
  'voucher-pools': 'voucherPool',
  badge_templates: 'badgeTemplate',
  documents: 'documentJob',
  meals: 'meal',
  operators: 'operator',
  scan_actions: 'scanAction',
  admin_manager: 'manager',
  webhooks: 'webhook',
  swaps: 'swap',
  'deletion-requests': 'deletionRequest',
};

/** Path parameters other than `:id`, and what they carry. */
const PARAM_KINDS: Record<string, Kind> = {
  org: 'organization',
  orgId: 'organization',
  event: 'event',
  eventId: 'event',
  pid: 'participation',
  runId: 'autoAssignRun',
  volunteerId: 'volunteer',
};

export interface Target {
  ids: Record<Kind, string>;
  uuid: string;
  slug: string;
  series: string;
  organizationName: string;
  /** The victim's volunteer scan code (what an operator scans). */
  scanCode: string;
}

/** What one caller sends: the victim's objects as targets, and the credentials the caller holds. */
export interface CallSide {
  target: Target;
  material: Material;
  /**
   * The caller's own objects: with `mixed`, the first id of the request (the object acted on) is the
   * caller's own and the others the victim's (attaching B's objects to A's: a position to B's sector,
   * B's volunteer to A's slot...).
   */
  own?: Target;
  mixed?: boolean;
}

export interface Operation {
  key: string;
  door: Door;
  guard: Guard;
  right?: Right;
  /** A write (a mutation, a facade route other than GET). */
  write: boolean;
  publicKind?: PublicKind;
  /** Reasons the matrix cannot call it (a test failure naming what to add). */
  problems: string[];
  graphql?: { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };
  rest?: { method: string; path: string; variant?: string };
}

export interface BuiltCall {
  /** The victim's kinds the request names in an identifying position (path, required argument, input). */
  targets: Set<Kind>;
  /** Whether the caller's own object went in first (mixed requests). */
  ownUsed?: boolean;
  graphql?: { query: string; variables: Record<string, unknown>; field: string };
  rest?: { method: string; url: string; body?: unknown; query: Record<string, string> };
}

class Unclassified extends Error {}

// ---------------------------------------------------------------------------------------------
// Enumeration
// ---------------------------------------------------------------------------------------------

/** The rights declared on GraphQL operations (@RequiresRight), by `Kind.field`. */
function graphqlRights(): Map<string, Right> {
  const storage = getMetadataStorage();
  const rights = new Map<string, Right>();
  for (const { target, methodName, right } of declaredRights) {
    const query = storage.queries.find((q) => q.target === target && q.methodName === methodName);
    const mutation = storage.mutations.find((m) => m.target === target && m.methodName === methodName);
    const meta = query ?? mutation;
    if (meta) rights.set(`${query ? 'Query' : 'Mutation'}.${meta.schemaName}`, right);
  }
  return rights;
}

export function enumerateOperations(): Operation[] {
  const schema = getSchema();
  const guards = graphqlGuards();
  const rights = graphqlRights();
  const operations: Operation[] = [];
  for (const [key, guard] of Object.entries(guards)) {
    const [type, name] = key.split('.');
    const problems: string[] = [];
    if (type === 'Subscription') {
      operations.push({ key, door: 'graphql', guard, write: false, problems: ['a subscription: the matrix calls queries and mutations only, add a probe for it'] });
      continue;
    }
    const root = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
    const field = root?.getFields()[name];
    if (!field) {
      operations.push({ key, door: 'graphql', guard, write: type === 'Mutation', problems: ['not in the built schema'] });
      continue;
    }
    let publicKind: PublicKind | undefined;
    if (guard === 'public') {
      publicKind = PUBLIC_OPERATIONS[key] ?? (field.args.some((arg) => arg.name === 'token') && !TOKEN_IS_NOT_PORTAL[key] ? 'portal' : undefined);
      if (!publicKind) problems.push(`a public operation without a portal token: add it to PUBLIC_OPERATIONS (open or secret)`);
    }
    operations.push({
      key,
      door: 'graphql',
      guard,
      right: rights.get(key),
      write: type === 'Mutation',
      publicKind,
      problems,
      graphql: { kind: type === 'Query' ? 'query' : 'mutation', field },
    });
  }
  const routeGuards = facadeGuards(facadePrefixes);
  for (const { prefix, routes } of facadePrefixes) {
    for (const route of routes) {
      const base = `${route.method} ${prefix}/${route.path}`;
      const entries = [{ key: base, guard: route.guard, right: route.right, variant: undefined as string | undefined }];
      for (const variant of route.variants ?? []) entries.push({ key: `${base} ${variant.name}`, guard: variant.guard, right: variant.right, variant: variant.name });
      for (const entry of entries) {
        const problems: string[] = [];
        if (routeGuards[entry.key] !== entry.guard) problems.push('the guard table and the route disagree');
        let publicKind: PublicKind | undefined;
        if (entry.guard === 'public') {
          publicKind = PUBLIC_OPERATIONS[entry.key];
          if (!publicKind) problems.push('a public route: add it to PUBLIC_OPERATIONS (open or secret)');
        }
        if (entry.guard === 'volunteer') publicKind = 'portal';
        if (entry.variant && !/^\?[a-zA-Z&]+$/.test(entry.variant)) problems.push(`variant ${entry.variant}: the matrix sends a variant's query parameters by name`);
        operations.push({
          key: entry.key,
          door: 'rest',
          guard: entry.guard,
          right: entry.right,
          write: route.method !== 'GET',
          publicKind,
          problems,
          rest: { method: route.method, path: `${prefix}/${route.path}`, variant: entry.variant },
        });
      }
    }
  }
  // Every operation must be buildable: a dry run with placeholder values finds the unknown ids.
  const probe: CallSide = {
    target: { ids: new Proxy({} as Record<Kind, string>, { get: () => '1' }), uuid: 'u', slug: 's', series: 's', organizationName: 'o', scanCode: 'c' },
    material: new Proxy({} as Material, { get: () => 'x' }),
  };
  for (const operation of operations) {
    if (operation.problems.length > 0) continue;
    try {
      buildCall(operation, probe, 'rightful');
    } catch (error) {
      if (!(error instanceof Unclassified)) throw error;
      operation.problems.push(error.message);
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// GraphQL arguments and selections
// ---------------------------------------------------------------------------------------------

const FUTURE_DAY = '2030-07-01';
const FUTURE_TIME = '2030-07-01T08:00:00.000Z';
export const CSV_BASE64 = Buffer.from('email,firstName,lastName\nquelquun@example.org,Anne,Martin\n').toString('base64');

function kindOfName(operationName: string): Kind | undefined {
  const lower = operationName.toLowerCase();
  return NAME_WORDS.find(([word]) => lower.includes(word))?.[1];
}

interface ArgContext {
  key: string;
  operationName: string;
  guard: Guard;
  side: CallSide;
  targets: Set<Kind>;
  /** Whether the caller's own id went in already (mixed requests). */
  ownUsed: boolean;
}

/** The kind of an id-typed argument or field, or undefined when the name says nothing. */
function idKind(name: string, ctx: ArgContext, path: string): Kind | undefined {
  const override = ID_OVERRIDES[`${ctx.key}.${path}`];
  if (override) return override;
  if (ID_NAMES[name]) return ID_NAMES[name];
  if (name === 'id' || name === 'ids') return kindOfName(ctx.operationName);
  return undefined;
}

function stringValue(name: string, ctx: ArgContext, parent: string): unknown {
  const { material, target } = ctx.side;
  const lower = name.toLowerCase();
  if (name === 'token') {
    if (parent === 'CampaignRegistrationInput') return material.campaignToken;
    const other = TOKEN_IS_NOT_PORTAL[ctx.key];
    if (other === 'bogus') return `bogus-${crypto.randomBytes(6).toString('hex')}`;
    return other ? material[other] : material.portalToken;
  }
  if (name === 'secret') return ctx.operationName === 'operatorLogin' ? material.operatorSecret : material.overviewSecret;
  if (name === 'password') {
    if (ctx.operationName === 'managerLogin') return material.managerPassword;
    if (parent === 'LoginInput') return material.userPassword;
    return 'Un-nouveau-mot-de-passe-1';
  }
  if (lower.includes('email') || name === 'replyTo' || name === 'login') {
    if (ctx.operationName === 'managerLogin') return material.managerEmail;
    if (parent === 'LoginInput' || name === 'login') return material.userEmail;
    return 'quelquun@example.org';
  }
  if (name === 'uuid' || name === 'eventUuid') return target.uuid;
  if (name === 'slug' || name === 'organizationSlug' || name === 'organization') return target.slug;
  if (name === 'series') return target.series;
  if (name === 'search') return target.organizationName.split(' ')[0];
  if (name === 'code') return ctx.guard === 'operator' ? target.scanCode : '123456';
  if (name === 'clientId') return crypto.randomUUID();
  if (name === 'fileName') return 'import.csv';
  if (name === 'base64File') return CSV_BASE64;
  if (name === 'language') return 'fr';
  if (lower.endsWith('color')) return '#112233';
  if (name === 'url') return 'https://example.org/hook';
  if (name === 'from') return '10:00';
  if (name === 'to') return '12:00';
  if (name === 'bornDate') return '1990-01-01';
  if (name === 'ephemeralToken') return `bogus-${crypto.randomBytes(6).toString('hex')}`;
  return 'Isolation';
}

function scalarValue(typeName: string, name: string, ctx: ArgContext, parent: string): unknown {
  switch (typeName) {
    case 'Int':
      if (name === 'everyMinutes' || name === 'slotMinutes') return 60;
      if (name === 'years') return 2030;
      if (name === 'lateAfterMinutes') return 15;
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'Date':
      return FUTURE_DAY;
    case 'DateTime':
      return FUTURE_TIME;
    case 'JSON':
    case 'JSONObject':
      return {};
    case 'String':
      return stringValue(name, ctx, parent);
    default:
      throw new Unclassified(`${ctx.key}: argument ${name} of scalar ${typeName}: teach the matrix a value for it`);
  }
}

const OMIT = Symbol('omit');

/**
 * A value for an argument or input field: required ones always; optional ones when they are ids of a
 * known kind (the victim's objects) or an input's `name`.
 */
function valueOf(type: GraphQLInputType, name: string, ctx: ArgContext, path: string, parent: string, depth: number, inInput: boolean): unknown {
  const required = isNonNullType(type);
  const inner = getNullableType(type) as GraphQLInputType;
  const list = isListType(inner);
  const named = getNamedType(inner);
  if (named.name === 'ID') {
    const kind = idKind(name, ctx, path);
    if (!kind) {
      if (required) throw new Unclassified(`${ctx.key}: required id ${path} names no known kind: add it to ID_NAMES or ID_OVERRIDES`);
      return OMIT;
    }
    if (ctx.side.mixed && !ctx.ownUsed && kind !== 'organization' && ctx.side.own) {
      ctx.ownUsed = true;
      const own = ctx.side.own.ids[kind];
      return list ? [own] : own;
    }
    // A named organization is a filter (the caller's membership decides), any other id a target.
    if (kind !== 'organization' && (required || inInput)) ctx.targets.add(kind);
    if (kind === 'organization' && required && !inInput) ctx.targets.add(kind);
    const id = ctx.side.target.ids[kind];
    return list ? [id] : id;
  }
  if (!required && !(inInput && name === 'name' && named.name === 'String')) return OMIT;
  if (depth > 4) throw new Unclassified(`${ctx.key}: input ${path} nests too deep for the generator`);
  let one: unknown;
  if (isEnumType(named)) one = named.getValues()[0].name;
  else if (isInputObjectType(named)) {
    const object: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) {
      if (!isNonNullType(field.type) && field.defaultValue !== undefined && getNamedType(field.type).name !== 'ID') continue;
      const value = valueOf(field.type, field.name, ctx, `${path}.${field.name}`, named.name, depth + 1, true);
      if (value !== OMIT) object[field.name] = value;
    }
    one = object;
  } else if (isScalarType(named)) one = scalarValue(named.name, name, ctx, parent);
  else throw new Unclassified(`${ctx.key}: argument ${path} of an unknown type`);
  return list ? [one] : one;
}

let fieldGuards: Map<string, Guard> | null = null;

/** The guard of every guarded object field (@Authorized on a field or a field resolver), by `Type.field`. */
function guardOfField(type: string, field: string): Guard | undefined {
  if (!fieldGuards) {
    fieldGuards = new Map();
    const storage = getMetadataStorage();
    for (const object of [...storage.objectTypes, ...storage.interfaceTypes]) {
      for (const meta of object.fields ?? []) {
        if (!meta.roles) continue;
        const roles = meta.roles as Guard[];
        fieldGuards.set(`${object.name}.${meta.schemaName}`, roles.includes('staff') ? 'staff' : roles[0] ?? 'organizer');
      }
    }
  }
  return fieldGuards.get(`${type}.${field}`);
}

/**
 * A selection of every field without required arguments, `depth` levels deep, leaving out the fields
 * another guard protects (their refusal would null a non-null parent, hiding the rest of the answer).
 */
function selection(type: GraphQLOutputType, depth: number, guard: Guard): string {
  const named = getNamedType(type);
  if (isUnionType(named)) return '{ __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  if (depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .filter((field) => {
      const fieldGuard = guardOfField(named.name, field.name);
      return !fieldGuard || fieldGuard === guard || (guard === 'staff' && fieldGuard === 'organizer');
    })
    .map((field) => {
      const inner = getNamedType(field.type);
      if (isScalarType(inner) || isEnumType(inner)) return field.name;
      return `${field.name} ${selection(field.type, depth - 1, guard)}`;
    });
  return `{ __typename ${fields.join(' ')} }`;
}

const tokens = (text: string) => (text.match(/[{}()$:!\[\],]|[_A-Za-z][_0-9A-Za-z]*|"[^"]*"/g) ?? []).length;
const selections = new Map<string, string>();

/** The deepest selection (3 levels at most) that stays well within the server's token and cost limits. */
function selectionFor(key: string, type: GraphQLOutputType, guard: Guard): string {
  const known = selections.get(key);
  if (known !== undefined) return known;
  let chosen = selection(type, 1, guard);
  for (const depth of [3, 2]) {
    const candidate = selection(type, depth, guard);
    if (tokens(candidate) <= 1500) {
      chosen = candidate;
      break;
    }
  }
  selections.set(key, chosen);
  return chosen;
}

function graphqlCall(op: Operation, side: CallSide): BuiltCall {
  const { field, kind } = op.graphql!;
  const targets = new Set<Kind>();
  const ctx: ArgContext = { key: op.key, operationName: field.name, guard: op.guard, side, targets, ownUsed: false };
  const variables: Record<string, unknown> = {};
  const used: string[] = [];
  for (const arg of field.args) {
    if (OMITTED_ARGS.has(`${op.key}.${arg.name}`)) continue;
    const value = valueOf(arg.type, arg.name, ctx, arg.name, '', 0, false);
    if (value === OMIT) continue;
    variables[arg.name] = value;
    used.push(arg.name);
  }
  const args = field.args.filter((arg) => used.includes(arg.name));
  const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const call = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${kind} Matrix${definitions ? `(${definitions})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selectionFor(op.key, field.type, op.guard)} }`;
  return { targets, ownUsed: ctx.ownUsed, graphql: { query, variables, field: field.name } };
}

// ---------------------------------------------------------------------------------------------
// Facade requests
// ---------------------------------------------------------------------------------------------

/** Per-route bodies for the doors whose fields are credentials (the generic body carries none). */
const ROUTE_BODIES: Record<string, (m: Material, target: Target) => Record<string, unknown>> = {
  'POST /apis/authentication/v1/login/': (m) => ({ email: m.userEmail, password: m.userPassword }),
  'POST /apis/authentication/v1/login-token/': (m) => ({ email: m.userEmail, password: m.userPassword }),
  'POST /accounts/register/': () => ({
    email: `nouveau-${crypto.randomBytes(4).toString('hex')}@example.org`,
    password: 'Un-nouveau-mot-de-passe-1',
    password_confirm: 'Un-nouveau-mot-de-passe-1',
  }),
  'POST /accounts/send-reset-password-link/': (m) => ({ login: m.userEmail }),
  'POST /apis/organizer/v1/volunteers/login/': (_m, target) => ({ email: 'quelquun@example.org', organization: target.slug }),
  'POST /apis/scan/v1/login/': (m) => ({ secret: m.operatorSecret }),
};

function segmentKind(segments: string[], index: number, key: string): Kind {
  const before = segments[index - 1];
  // `organization/:id/...` and `organization/:org/...` name the organization.
  const kind = SEGMENT_KINDS[before];
  if (!kind) throw new Unclassified(`${key}: the path parameter after "${before}/" names no known kind: add the segment to SEGMENT_KINDS`);
  return kind;
}

function restCall(op: Operation, side: CallSide): BuiltCall {
  const { method, path, variant } = op.rest!;
  const { target, material } = side;
  const targets = new Set<Kind>();
  const segments = path.split('/');
  let ownUsed = false;
  const url = segments
    .map((segment, index) => {
      const match = /^:([A-Za-z]+)(.*)$/.exec(segment);
      if (!match) return segment;
      const [, name, rest] = match;
      let value: string;
      if (name === 'token') value = material.portalToken;
      else if (name === 'secret') value = material.calendarSecret;
      else if (name === 'uuid') value = target.uuid;
      else if (name === 'series') value = target.series;
      else if (name === 'code') value = target.scanCode;
      else if (name === 'kind') value = 'planning';
      else if (name === 'id' && segments[index - 1] === 'public-campaigns') value = material.campaignToken;
      else if (name === 'id' && segments[index - 1] === 'otp-methods') value = 'totp';
      else {
        const kind = name === 'id' ? (ROUTE_ID_KINDS[op.key] ?? segmentKind(segments, index, op.key)) : PARAM_KINDS[name];
        if (!kind) throw new Unclassified(`${op.key}: path parameter :${name} names no known kind: add it to PARAM_KINDS`);
        if (side.mixed && side.own && !ownUsed && kind !== 'organization') {
          ownUsed = true;
          value = side.own.ids[kind];
        } else {
          targets.add(kind);
          value = target.ids[kind];
        }
      }
      return `${encodeURIComponent(value)}${rest}`;
    })
    .join('/');
  const query: Record<string, string> = { organizationId: target.ids.organization, ...ROUTE_QUERIES[op.key]?.(target) };
  if (variant) {
    for (const name of variant.slice(1).split('&')) {
      if (name === 'email') query.email = material.managerEmail;
      else if (name === 'password') query.password = material.managerPassword;
      else if (name === 'orgId') query.orgId = material.managerOrganizationId;
      else throw new Unclassified(`${op.key}: variant parameter ${name}: teach the matrix its value`);
    }
  }
  let body: unknown;
  if (method !== 'GET') {
    const special = ROUTE_BODIES[op.key];
    const ids = target.ids;
    body = special
      ? special(material, target)
      : {
          organizationId: ids.organization,
          organization: ids.organization,
          event: ids.event,
          eventId: ids.event,
          event_id: ids.event,
          targetEvent: ids.event,
          events: [ids.event],
          eventIds: [ids.event],
          position: ids.position,
          positionId: ids.position,
          positionIds: [ids.position],
          sector: ids.sector,
          sectorId: ids.sector,
          timeSlot: ids.slot,
          timeSlotId: ids.slot,
          slotIds: [ids.slot],
          slots: [ids.participation],
          volunteer: ids.volunteer,
          volunteerId: ids.volunteer,
          volunteer_id: ids.volunteer,
          volunteers: [ids.volunteer],
          vols: [ids.volunteer],
          participation: ids.participation,
          participationId: ids.participation,
          participations: [ids.participation],
          registrations: [ids.campaignRegistration],
          registrationIds: [ids.campaignRegistration],
          campaign: ids.campaign,
          campaignId: ids.campaign,
          category: ids.volunteerCategory,
          categoryId: ids.volunteerCategory,
          tags: [ids.tag],
          tagIds: [ids.tag],
          rewardCategory: ids.rewardCategory,
          product: ids.product,
          productId: ids.product,
          poolId: ids.voucherPool,
          quantity: 1,
          points: 1,
          reason: 'Isolation',
          name: 'Isolation',
          description: 'Isolation',
          subject: 'Isolation',
          body: 'Isolation',
          emailBody: 'Isolation',
          message: 'Isolation',
          code: '123456',
          token: material.portalToken,
          url: 'https://example.org/hook',
          fileName: 'import.csv',
          base64File: CSV_BASE64,
        };
  }
  return { targets, ownUsed, rest: { method, url, body, query } };
}

/** The request an operation sends for one caller. */
export function buildCall(op: Operation, side: CallSide, _role: string): BuiltCall {
  return op.door === 'graphql' ? graphqlCall(op, side) : restCall(op, side);
}
