import crypto from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import type { Organization } from '../../src/modules/organizations/organization.entity';
import { CREATE_EVENT, CREATE_POSITION, CREATE_SLOT, LOGIN } from '../events/fixtures';
import { gql, type GraphQLAnswer, type TestApp } from '../harness';
import { participation, volunteer, waitingEntry, type VolunteerRow } from '../participations/fixtures';

/**
 * The two tenants of the isolation matrix (issue 20): the same seed for both, so that every role of the
 * attacking side (A) holds real credentials, and every object of the victim (B) has an id to pass. The
 * private values of a tenant carry its marker (`VICTIM-<hex>` for B), which no answer to anyone but B's
 * rightful callers may contain.
 */

/** The kinds of object an id argument or a path parameter names. */
export const KINDS = [
  'organization',
  'user',
  'event',
  'draftEvent',
  'sector',
  'position',
  'slot',
  'tag',
  'rewardCategory',
  'attribute',
  'registrationRule',
  'volunteerCategory',
  'meal',
  'volunteer',
  'participation',
  'waitingListEntry',
  'campaign',
  'campaignRegistration',
  'product',
  'order',
  'voucherPool',
  'voucherCode',
  'operator',
  'manager',
  'badgeTemplate',
  'mailTemplate',
  'communication',
  'volunteerCommunication',
  'webhook',
  'apiToken',
  'swap',
  'groupMember',
  'deletionRequest',
  'documentJob',
  'autoAssignRun',
  'scanAction',
  'ticketingSync',
  'otpDevice',
] as const;
export type Kind = (typeof KINDS)[number];

/** Credentials and secrets a caller may hold (an attacker holds its own side's, or none). */
export interface Material {
  portalToken: string;
  calendarSecret: string;
  operatorSecret: string;
  managerEmail: string;
  managerPassword: string;
  managerOrganizationId: string;
  overviewSecret: string;
  campaignToken: string;
  userEmail: string;
  userPassword: string;
  scanCode: string;
}

/** A signed-in organizer agent (cookie session and CSRF header). */
export interface Member {
  user: { id: number; email: string; password: string };
  agent: TestAgent;
  call<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
  ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export interface Tenant {
  label: string;
  marker: string;
  organization: Organization;
  organizer: Member;
  ids: Record<Kind, string>;
  /** Every id of the tenant's objects of a kind (the seed makes a few of some). */
  uuid: string;
  slug: string;
  series: string;
  volunteers: VolunteerRow[];
  operatorToken: string;
  managerToken: string;
  material: Material;
  /** Private values of the tenant: no answer to another tenant's caller may contain one. */
  privateMarkers: string[];
}

/** An id no table holds (for the kinds the seed cannot make cheaply). */
export const MISSING_ID = '987654';

export async function signInMember(t: TestApp, user: { id: number; email: string; password: string }): Promise<Member> {
  const agent = t.agent();
  const answer = await gql(agent, t.server.url, LOGIN, { input: { email: user.email, password: user.password } });
  if (answer.errors) throw new Error(`login ${user.email}: ${JSON.stringify(answer.errors)}`);
  const call = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}) => gql<T>(agent, t.server.url, query, variables);
  const ok = async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const result = await call<T>(query, variables);
    if (result.errors) throw new Error(`${query.slice(0, 80)}: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  };
  return { user, agent, call, ok };
}

const minutesFromNow = (minutes: number): string => new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutes * 60_000).toISOString();

/** 2030-07-01 in Zurich (UTC+2): an hour of the future day, as ISO. */
const future = (hour: number) => new Date(Date.UTC(2030, 6, 1, hour - 2)).toISOString();

export const ALL_FLAGS = {
  enableCampaigns: true,
  enableGroupRegistrations: true,
  enableShop: true,
  enableBadges: true,
  enableVouchers: true,
  enableOperators: true,
  enableParticipationsValidation: true,
  enableWeezevent: true,
};

/** Seeds one tenant: an organization with every right, its organizer, an event with everything around it. */
export async function seedTenant(t: TestApp, label: 'A' | 'B'): Promise<Tenant> {
  const hex = crypto.randomBytes(4).toString('hex');
  const marker = `${label === 'B' ? 'VICTIM' : 'ATTACKER'}-${hex}`;
  const low = marker.toLowerCase();
  const ds = t.db.database.dataSource;
  const slug = `org-${label.toLowerCase()}-${hex}`;
  const organization = await t.createOrganization({
    name: `Organisation ${label} ${hex}`,
    slug,
    licenseType: 'pro',
    flags: ALL_FLAGS,
    contactEmail: `contact-${slug}@example.org`,
  });
  const user = await t.createUser({ email: `${low}-orga@example.org`, firstName: 'Orga', lastName: `${marker}-orgalast`, organizations: [organization] });
  const o = await signInMember(t, user);

  // The event: a day running now (the scan stand's) and a future one.
  const { createEvent } = await o.ok(CREATE_EVENT, {
    input: {
      name: `Fête ${label}`,
      description: 'La fête',
      responsable: 'Responsable',
      email: `evenement-${slug}@example.org`,
      days: [
        { startsAt: minutesFromNow(-240), endsAt: minutesFromNow(360) },
        { startsAt: future(8), endsAt: future(23) },
      ],
      configuration: { enableShiftSwaps: true, enableGroupRegistrations: true, groupMaxSize: 5 },
    },
  });
  const eventId: string = createEvent.id;
  const { createSector } = await o.ok(`mutation($input: SectorInput!) { createSector(input: $input) { id } }`, { input: { eventId, name: `Secteur ${label}` } });
  const { createTag } = await o.ok(`mutation($input: TagInput!) { createTag(input: $input) { id } }`, { input: { eventId, name: `Tag ${label}` } });
  const position = async (name: string) =>
    (await o.ok(CREATE_POSITION, { input: { eventId, name, sectorId: createSector.id, tagIds: [createTag.id] } })).createPosition.id as string;
  const bar = await position(`Bar ${label}`);
  const kitchen = await position(`Cuisine ${label}`);
  const slot = async (positionId: string, startTime: string, endTime: string) =>
    (await o.ok(CREATE_SLOT, { input: { positionId, startTime, endTime, requiredVolunteerCount: 10 } })).createTimeSlot.id as string;
  const now = await slot(bar, minutesFromNow(-30), minutesFromNow(180));
  const morning = await slot(bar, future(10), future(12));
  const noon = await slot(bar, future(12), future(14));
  const kitchenMorning = await slot(kitchen, future(10), future(12));
  const { createTimeSlotSeries } = await o.ok(`mutation($input: TimeSlotSeriesInput!) { createTimeSlotSeries(input: $input) { id series } }`, {
    input: { positionId: kitchen, requiredVolunteerCount: 3, recurrence: { days: ['2030-07-01'], everyMinutes: 60, from: '15:00', slotMinutes: 60, to: '17:00' } },
  });
  const series: string = createTimeSlotSeries[0].series;
  const { createRewardCategory } = await o.ok(`mutation($input: RewardCategoryInput!) { createRewardCategory(input: $input) { id } }`, {
    input: { eventId, name: `Récompense ${label}`, hourlyRate: 1 },
  });
  const { createAttribute } = await o.ok(`mutation($input: AttributeInput!) { createAttribute(input: $input) { id } }`, {
    input: { name: `Taille ${label}`, valueType: 'text' },
  });
  const { createVolunteerCategory } = await o.ok(`mutation($input: VolunteerCategoryInput!) { createVolunteerCategory(input: $input) { id } }`, {
    input: { name: `${marker}-categorie` },
  });
  const { createRegistrationRule } = await o.ok(`mutation($input: RegistrationRuleInput!) { createRegistrationRule(input: $input) { id } }`, {
    input: { eventId, positionId: kitchen, categoryId: createVolunteerCategory.id },
  });
  const { createMeal } = await o.ok(`mutation($eventId: ID!, $input: MealInput!) { createMeal(eventId: $eventId, input: $input) { id } }`, {
    eventId,
    input: { name: `Repas ${label}`, positionIds: [bar], slotIds: [morning] },
  });
  await o.ok(`mutation($id: ID!) { publishEvent(id: $id) { id } }`, { id: eventId });
  // A draft event whose name is private.
  const draft = await o.ok(CREATE_EVENT, { input: { name: `${marker}-brouillon`, description: 'Brouillon', responsable: 'Responsable', email: `brouillon-${slug}@example.org`, days: [{ startsAt: future(8), endsAt: future(23) }] } });

  // Volunteers (as a sign-up leaves them) and their participations.
  const phone = `+41 79 ${crypto.randomInt(100, 999)} ${crypto.randomInt(10, 99)} ${crypto.randomInt(10, 99)}`;
  const v = await volunteer(t, organization.id, { email: `${low}-benevole@example.org`, first_name: 'Benoît', last_name: `${marker}-nom` });
  const colleague = await volunteer(t, organization.id, { email: `${low}-collegue@example.org`, first_name: 'Colette', last_name: `${marker}-collegue` });
  await ds.query('UPDATE volunteer SET phone_number = $1 WHERE organization_id = $2', [phone, organization.id]);
  const asOrganizer = { organization } as never;
  const pNow = await participation(t, asOrganizer, { eventId, slotId: now, volunteer: v });
  const pMorning = await participation(t, asOrganizer, { eventId, slotId: morning, volunteer: v });
  await participation(t, asOrganizer, { eventId, slotId: noon, volunteer: v, status: 1 });
  const pGroup = await participation(t, asOrganizer, { eventId, slotId: kitchenMorning, volunteer: v, nb: 3, groupName: `${marker}-groupe` });
  await participation(t, asOrganizer, { eventId, slotId: noon, volunteer: colleague });
  await ds.query('UPDATE participation SET phone_number = $1 WHERE organization_id = $2', [phone, organization.id]);
  const entry = await waitingEntry(t, asOrganizer, eventId, morning, colleague);
  await o.ok(`mutation($c: [ID!]!, $v: [ID!]!) { setVolunteersCategories(categoryIds: $c, volunteerIds: $v) { id } }`, { c: [createVolunteerCategory.id], v: [v.id] });

  // Scan stand: configuration, the volunteer's scan code, an operator signed in, one check-in.
  await o.ok(`mutation($eventId: ID!, $input: ScanConfigInput!) { updateScanConfig(eventId: $eventId, input: $input) { eventId } }`, {
    eventId,
    input: { checkIn: true, orderDelivery: true, voucherRedeem: true, tshirt: false, tshirtAttributeId: null, lateAfterMinutes: 15, items: [] },
  });
  const { volunteerScanCode: scanCode } = await o.ok(`query($id: ID!) { volunteerScanCode(volunteerId: $id) }`, { id: v.id });
  const { createOperator } = await o.ok(`mutation($eventId: ID!, $input: OperatorInput!) { createOperator(eventId: $eventId, input: $input) { id loginSecret } }`, {
    eventId,
    input: { name: `${marker}-operateur`, tagIds: [] },
  });
  const operatorLogin = await gql<{ operatorLogin: { token: string } }>(t.agent(), t.server.url, `mutation($s: String!) { operatorLogin(secret: $s) { token } }`, {
    s: createOperator.loginSecret,
  });
  if (operatorLogin.errors) throw new Error(JSON.stringify(operatorLogin.errors));
  const operatorToken = operatorLogin.data!.operatorLogin.token;
  const act = await gql<{ standAction: { ok: boolean; action: { id: string } | null } }>(
    t.agent(),
    t.server.url,
    `mutation($input: StandActionInput!) { standAction(input: $input) { ok message action { id } } }`,
    { input: { clientId: crypto.randomUUID(), code: scanCode, kind: 'CHECK_IN', targetId: pNow } },
    { csrf: false, headers: { 'X-Operator-Token': operatorToken } },
  );
  if (act.errors || !act.data?.standAction.action) throw new Error(`standAction: ${JSON.stringify(act)}`);

  // A manager of the event, signed in; the overview secret.
  const managerEmail = `${low}-chef@example.org`;
  const managerPassword = 'manager-secret-1';
  const { createManager } = await o.ok(`mutation($input: ManagerInput!) { createManager(input: $input) { id } }`, {
    input: { email: managerEmail, password: managerPassword, eventIds: [eventId], canCancelSlots: true },
  });
  const managerLogin = await gql<{ managerLogin: { token: string } }>(
    t.agent(),
    t.server.url,
    `mutation($e: String!, $p: String!, $o: ID!) { managerLogin(email: $e, password: $p, organizationId: $o) { token } }`,
    { e: managerEmail, p: managerPassword, o: String(organization.id) },
  );
  if (managerLogin.errors) throw new Error(JSON.stringify(managerLogin.errors));
  const { rotateOverviewSecret: overviewSecret } = await o.ok(`mutation($eventId: ID!) { rotateOverviewSecret(eventId: $eventId) }`, { eventId });

  // A published campaign and one registration.
  const { createCampaign } = await o.ok(`mutation($input: CampaignInput!) { createCampaign(input: $input) { id token } }`, {
    input: { name: `Campagne ${label}`, description: 'Saison', contactName: 'Contact', contactEmail: `campagne-${slug}@example.org` },
  });
  await o.ok(`mutation($id: ID!) { publishCampaign(id: $id) { id } }`, { id: createCampaign.id });
  const registrantEmail = `${low}-inscrit@example.org`;
  const registered = await gql(t.agent(), t.server.url, `mutation($input: CampaignRegistrationInput!) { registerForCampaign(input: $input) }`, {
    input: {
      token: createCampaign.token,
      firstName: 'Camille',
      lastName: `${marker}-inscrit`,
      email: registrantEmail,
      emailConfirmation: registrantEmail,
      policyAccepted: true,
    },
  }, { csrf: false });
  if (registered.errors) throw new Error(JSON.stringify(registered.errors));
  const { campaignRegistrations } = await o.ok(`query($id: ID!) { campaignRegistrations(campaignId: $id) { id } }`, { id: createCampaign.id });

  // Shop: a product, points, an order; a voucher pool with a code held by the volunteer.
  const { createProduct } = await o.ok(`mutation($input: ProductInput!) { createProduct(input: $input) { id } }`, {
    input: { name: `${marker}-produit`, description: 'Coton', price: 1, onSale: true, stock: 10 },
  });
  await o.ok(`mutation($id: ID!) { adjustPoints(volunteerId: $id, points: 50, reason: "Bienvenue") { id } }`, { id: v.id });
  const placed = await gql<{ placeOrder: { id: string } }>(t.agent(), t.server.url, `mutation($token: String!, $p: ID!) { placeOrder(token: $token, productId: $p, quantity: 1) { id } }`, {
    token: v.token,
    p: createProduct.id,
  }, { csrf: false });
  if (placed.errors) throw new Error(JSON.stringify(placed.errors));
  const { createVoucherPool } = await o.ok(`mutation($name: String!) { createVoucherPool(name: $name) { id } }`, { name: `${marker}-bons` });
  const [{ id: voucherCodeId }] = await ds.query(
    `INSERT INTO voucher_code (organization_id, pool_id, code, volunteer_id, claimed_at) VALUES ($1, $2, $3, $4, now()) RETURNING id`,
    [organization.id, Number(createVoucherPool.id), `${marker}-CODE`, Number(v.id)],
  );
  await ds.query(`INSERT INTO voucher_code (organization_id, pool_id, code) VALUES ($1, $2, $3)`, [organization.id, Number(createVoucherPool.id), `${marker}-LIBRE`]);

  // Badges, mail templates, a mailing, a webhook, an API token.
  const { createBadgeTemplate } = await o.ok(`mutation($input: BadgeTemplateInput!) { createBadgeTemplate(input: $input) { id } }`, {
    input: {
      name: `${marker}-badge`,
      primaryColor: '#112233',
      textColor: '#ffffff',
      showCategories: true,
      showPhoto: false,
      showPositions: true,
      showQrCode: true,
      size: 'A6',
    },
  });
  const { createMailTemplate } = await o.ok(`mutation($input: MailTemplateInput!) { createMailTemplate(input: $input) { id } }`, {
    input: { name: `${marker}-modele`, subject: `${marker}-objet`, body: 'Bonjour' },
  });
  await o.ok(`mutation($eventId: ID!, $input: EventMailInput!) { sendEventMail(eventId: $eventId, input: $input) { recipientsCount } }`, {
    eventId,
    input: { subject: `${marker}-sujet`, body: `Bonjour ${marker}-corps` },
  });
  const { communications } = await o.ok(`query($eventId: ID) { communications(eventId: $eventId) { id } }`, { eventId });
  const { createWebhook } = await o.ok(`mutation($input: WebhookInput!) { createWebhook(input: $input) { webhook { id } } }`, {
    input: { url: `https://example.org/${low}-hook`, description: `${marker}-webhook`, events: ['participation.created'] },
  });
  const { createApiToken } = await o.ok(`mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id } } }`, {
    input: { name: `${marker}-jeton`, scopes: ['read'] },
  });

  // The volunteer's own portal objects: a swap offer, a named group member, a calendar feed; the colleague asks for erasure.
  const portal = async (query: string, variables: Record<string, unknown>, token = v.token) => {
    const answer = await gql<Record<string, any>>(t.agent(), t.server.url, query, { token, ...variables }, { csrf: false });
    if (answer.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(answer.errors)}`);
    return answer.data!;
  };
  const { volunteerCommunications } = await portal(`query($token: String!) { volunteerCommunications(token: $token) { id } }`, {});
  const { offerShiftSwap } = await portal(`mutation($token: String!, $id: ID!) { offerShiftSwap(token: $token, participationId: $id) { id } }`, { id: pMorning });
  const { addGroupMember } = await portal(`mutation($token: String!, $id: ID!, $input: GroupMemberInput!) { addGroupMember(token: $token, participationId: $id, input: $input) { id } }`, {
    id: pGroup,
    input: { name: `${marker}-membre`, email: `${low}-membre@example.org` },
  });
  const { myCalendarFeed } = await portal(`query($token: String!) { myCalendarFeed(token: $token) { url } }`, {});
  const calendarSecret = /calendar\/([^/?]+)\.ics/.exec(myCalendarFeed.url)?.[1] ?? '';
  if (!calendarSecret) throw new Error(`no calendar secret in ${myCalendarFeed.url}`);
  await portal(`mutation($token: String!) { requestMyDeletion(token: $token) { id } }`, {}, colleague.token);
  const { deletionRequests } = await o.ok(`query { deletionRequests { id } }`);

  // Background work: a badge sheet and an auto-assignment run.
  const { generateBadges } = await o.ok(`mutation($e: ID!, $t: ID!) { generateBadges(eventId: $e, templateId: $t) { id } }`, { e: eventId, t: createBadgeTemplate.id });
  const { autoAssign } = await o.ok(`mutation($e: ID!) { autoAssign(eventId: $e) { id } }`, { e: eventId });

  const ids: Record<Kind, string> = {
    organization: String(organization.id),
    user: String(user.id),
    event: eventId,
    draftEvent: draft.createEvent.id,
    sector: createSector.id,
    position: bar,
    slot: morning,
    tag: createTag.id,
    rewardCategory: createRewardCategory.id,
    attribute: createAttribute.id,
    registrationRule: createRegistrationRule.id,
    volunteerCategory: createVolunteerCategory.id,
    meal: createMeal.id,
    volunteer: v.id,
    participation: pMorning,
    waitingListEntry: entry,
    campaign: createCampaign.id,
    campaignRegistration: campaignRegistrations[0].id,
    product: createProduct.id,
    order: placed.data!.placeOrder.id,
    voucherPool: createVoucherPool.id,
    voucherCode: String(voucherCodeId),
    operator: createOperator.id,
    manager: createManager.id,
    badgeTemplate: createBadgeTemplate.id,
    mailTemplate: createMailTemplate.id,
    communication: communications[0].id,
    volunteerCommunication: volunteerCommunications[0].id,
    webhook: createWebhook.webhook.id,
    apiToken: createApiToken.apiToken.id,
    swap: offerShiftSwap.id,
    groupMember: addGroupMember.id,
    deletionRequest: deletionRequests[0].id,
    documentJob: generateBadges.id,
    autoAssignRun: autoAssign.id,
    scanAction: act.data!.standAction.action!.id,
    ticketingSync: MISSING_ID,
    otpDevice: MISSING_ID,
  };
  return {
    label,
    marker,
    organization,
    organizer: o,
    ids,
    uuid: createEvent.uuid,
    slug,
    series,
    volunteers: [v, colleague],
    operatorToken,
    managerToken: managerLogin.data!.managerLogin.token,
    material: {
      portalToken: v.token,
      calendarSecret,
      operatorSecret: createOperator.loginSecret,
      managerEmail,
      managerPassword,
      managerOrganizationId: String(organization.id),
      overviewSecret,
      campaignToken: createCampaign.token,
      userEmail: user.email,
      userPassword: user.password,
      scanCode,
    },
    privateMarkers: [marker.toLowerCase(), phone],
  };
}
