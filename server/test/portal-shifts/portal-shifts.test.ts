import { API } from '../events/rest';
import { organizer, type Organizer } from '../events/fixtures';
import { gql, startTestApp, type TestApp } from '../harness';
import { mailsTo } from '../mails';
import { BACKGROUND_JOB_STATEMENTS, countStatements } from '../sql-count';
import { at, entryStatus, mailCount, participation, planning, statusOf, volunteer, waitingEntry } from '../participations/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SWEEP_INTERVAL_MS: '600000' });
});
afterAll(() => t.close());

const AWAITING_VOLUNTEER = 1;
const ACCEPTED = 6;

const FIELDS = `id validationStatus positionDescription sectorDescription latitude longitude cancellableUntil`;
const ACCEPT = `mutation($token: String!, $id: ID!) { acceptMyParticipation(token: $token, id: $id) { ${FIELDS} } }`;
const DECLINE = `mutation($token: String!, $id: ID!) { declineMyParticipation(token: $token, id: $id) { ${FIELDS} } }`;
const CANCEL = `mutation($token: String!, $id: ID!) { cancelMyParticipation(token: $token, id: $id) { id validationStatus } }`;
const SPACE = `query($token: String!) { volunteerSpace(token: $token) { participations { ${FIELDS} } } }`;
const GROUPS = `query($token: String!) { myGroups(token: $token) {
  led { participation { id nbParticipants groupName } members { id name email } }
  bookedForMe { id eventName positionName groupName nbParticipants leaderName validationStatus startTime endTime } } }`;
const ADD_MEMBER = `mutation($token: String!, $participationId: ID!, $input: GroupMemberInput!) {
  addGroupMember(token: $token, participationId: $participationId, input: $input) { id name email } }`;
const REMOVE_MEMBER = `mutation($token: String!, $id: ID!) { removeGroupMember(token: $token, id: $id) }`;

const anonymous = () => {
  const agent = t.agent();
  return <T = Record<string, any>>(query: string, variables: Record<string, unknown>) => gql<T>(agent, t.server.url, query, variables);
};

async function setConfiguration(eventId: string, values: Record<string, unknown>) {
  await t.db.database.dataSource.query(`UPDATE event SET configuration = configuration || $2::jsonb WHERE id = $1`, [Number(eventId), JSON.stringify(values)]);
}

async function setup(o?: Organizer) {
  const owner = o ?? (await organizer(t));
  const p = await planning(owner);
  return { o: owner, p, org: owner.organization.id };
}

describe('accept / decline a participation awaiting the volunteer', () => {
  it('accepts: ACCEPTED, points earned, the volunteer confirmed and the organizer told; only once', async () => {
    const { o, p, org } = await setup();
    await t.db.database.dataSource.query(`UPDATE position SET description = 'Servir les boissons', latitude = 46.5, longitude = 6.6 WHERE id = $1`, [Number(p.bar)]);
    await t.db.database.dataSource.query(`UPDATE time_slot SET hourly_rate = 10 WHERE id = $1`, [Number(p.slotA)]);
    const v = await volunteer(t, org, { first_name: 'Alice', last_name: 'Accept', email: 'alice@example.org' });
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: AWAITING_VOLUNTEER });
    const ask = anonymous();
    const { data, errors } = await ask(ACCEPT, { token: v.token, id });
    expect(errors).toBeUndefined();
    expect(data?.acceptMyParticipation).toEqual({
      id,
      validationStatus: 'ACCEPTED',
      positionDescription: 'Servir les boissons',
      sectorDescription: null,
      latitude: 46.5,
      longitude: 6.6,
      cancellableUntil: at(1, 10),
    });
    expect(await statusOf(t, id)).toBe(ACCEPTED);
    const notice = (await mailsTo(t.db.database.dataSource, 'contact@fete.example.org')).at(-1)!;
    expect(notice.subject).toBe('Alice Accept a confirmé : Fête du lac');
    expect(notice.text).toContain('alice@example.org');
    expect(notice.text).toContain('Bar');
    const [confirmation] = await mailsTo(t.db.database.dataSource, 'alice@example.org');
    expect(confirmation.text).toContain(`/portal/t/${v.token}`);
    // Points follow ACCEPTED: 2 h at 10 points an hour, booked in the same transaction.
    const ledger = await t.db.database.dataSource.query(`SELECT trigger, points_diff FROM points_transaction WHERE participation_id = $1`, [Number(id)]);
    expect(ledger.map((row: { trigger: string; points_diff: string }) => [row.trigger, Number(row.points_diff)])).toEqual([['participation_accepted', 20]]);
    const again = await ask(ACCEPT, { token: v.token, id });
    expect(again.errors?.[0]).toMatchObject({ message: "Cette inscription n'attend pas votre réponse", extensions: { code: 'CONFLICT' } });
  });

  it('refuses to accept when the slot is full now (the organizer shrank it): nothing changes, nobody is mailed', async () => {
    const { o, p, org } = await setup();
    const v = await volunteer(t, org);
    // Slot A has 2 places: two accepted volunteers, and a proposal made before the slot was shrunk.
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, org) });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, org) });
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: AWAITING_VOLUNTEER });
    const before = await mailCount(t);
    const { errors } = await anonymous()(ACCEPT, { token: v.token, id });
    expect(errors?.[0]).toMatchObject({ message: 'Cette tranche horaire est complète', extensions: { code: 'CONFLICT' } });
    expect(await statusOf(t, id)).toBe(AWAITING_VOLUNTEER);
    expect(await mailCount(t)).toBe(before);
    // Declining still works and frees nothing it did not hold.
    const declined = await anonymous()(DECLINE, { token: v.token, id });
    expect(declined.data?.declineMyParticipation.validationStatus).toBe('REJECTED_BY_VOLUNTEER');
  });

  it('refuses to accept a proposal overlapping a shift the volunteer holds', async () => {
    const { o, p, org } = await setup();
    const v = await volunteer(t, org);
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    // Slot C (11:00-13:00) overlaps A (10:00-12:00); inserted as if proposed before A was taken.
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotC, volunteer: v, status: AWAITING_VOLUNTEER });
    const { errors } = await anonymous()(ACCEPT, { token: v.token, id });
    expect(errors?.[0]).toMatchObject({
      message: 'Ce bénévole est déjà inscrit sur une tranche horaire qui chevauche celle-ci',
      extensions: { code: 'CONFLICT' },
    });
    expect(await statusOf(t, id)).toBe(AWAITING_VOLUNTEER);
  });

  it('declines: REJECTED_BY_VOLUNTEER, the place goes to the waiting list, the organizer is told', async () => {
    const { o, p, org } = await setup();
    const v = await volunteer(t, org, { first_name: 'Dan', last_name: 'Decline' });
    const id = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: AWAITING_VOLUNTEER });
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: await volunteer(t, org) });
    const entry = await waitingEntry(t, o, p.eventId, p.slotA, await volunteer(t, org));
    const { data } = await anonymous()(DECLINE, { token: v.token, id });
    expect(data?.declineMyParticipation).toMatchObject({ id, validationStatus: 'REJECTED_BY_VOLUNTEER', cancellableUntil: null });
    expect(await entryStatus(t, entry)).toBe('offered');
    const notice = (await mailsTo(t.db.database.dataSource, 'contact@fete.example.org')).at(-1)!;
    expect(notice.subject).toBe('Dan Decline a décliné : Fête du lac');
    expect(notice.text).toContain('La place libérée est de nouveau disponible.');
  });

  it('answers only participations awaiting the volunteer, in their language', async () => {
    const { o, p, org } = await setup();
    const v = await volunteer(t, org);
    const accepted = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    const agent = t.agent();
    const answer = await gql(agent, t.server.url, DECLINE, { token: v.token, id: accepted }, { headers: { 'Accept-Language': 'de' } });
    expect(answer.errors?.[0]).toMatchObject({ message: 'Diese Anmeldung wartet nicht auf Ihre Antwort', extensions: { code: 'CONFLICT' } });
    expect(await statusOf(t, accepted)).toBe(ACCEPTED);
  });

  it('works through the facade: POST volunteers/participations/:id/accept/ and /decline/ with ?token=', async () => {
    const { o, p, org } = await setup();
    const v = await volunteer(t, org);
    const a = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v, status: AWAITING_VOLUNTEER });
    const d = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: v, status: AWAITING_VOLUNTEER });
    const agent = t.agent();
    const accepted = await agent.post(`${API}/volunteers/participations/${a}/accept/?token=${v.token}`).send({});
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: Number(a), validationStatus: 6, cancellableUntil: at(1, 10) });
    const declined = await agent.post(`${API}/volunteers/participations/${d}/decline/`).send({ token: v.token });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ id: Number(d), validationStatus: 3, cancellableUntil: null });
    const again = await agent.post(`${API}/volunteers/participations/${d}/decline/?token=${v.token}`).send({});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: "Cette inscription n'attend pas votre réponse" });
    expect((await agent.post(`${API}/volunteers/participations/${a}/accept/?token=nope`).send({})).status).toBe(404);
  });
});

describe('the portal fields of a participation', () => {
  it('are read with a fixed number of statements, however many shifts (no N+1)', async () => {
    const { o, p, org } = await setup();
    const v = await volunteer(t, org);
    const query = `query($token: String!) { volunteerSpace(token: $token) { participations { ${FIELDS} positionName sectorName eventName eventTimeZone } } }`;
    await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    const small = await countStatements(() => anonymous()(query, { token: v.token }), undefined, BACKGROUND_JOB_STATEMENTS);
    const other = await planning(o);
    for (const slotId of [p.slotD, other.slotA, other.slotD, other.slotB]) await participation(t, o, { eventId: slotId === p.slotD ? p.eventId : other.eventId, slotId, volunteer: v });
    const answer = await anonymous()(query, { token: v.token });
    expect(answer.data?.volunteerSpace.participations).toHaveLength(5);
    expect(await countStatements(() => anonymous()(query, { token: v.token }), undefined, BACKGROUND_JOB_STATEMENTS)).toBe(small);
  });
});

describe('cancel rules', () => {
  it('cancels until the event’s deadline; after it, refuses with the deadline in words', async () => {
    const { o, p, org } = await setup();
    const v = await volunteer(t, org);
    const first = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: v });
    const second = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: v });
    await setConfiguration(p.eventId, { volunteerCancelDeadlineHours: 48 });
    const ask = anonymous();
    const space = (await ask(SPACE, { token: v.token })).data?.volunteerSpace;
    // Slot A starts 2030-07-01 10:00 in Zurich: cancellable until 2030-06-29 10:00 (48 h before).
    expect(space.participations.map((x: { cancellableUntil: string }) => x.cancellableUntil)).toEqual([
      new Date(Date.parse(at(1, 10)) - 48 * 3_600_000).toISOString(),
      new Date(Date.parse(at(2, 10)) - 48 * 3_600_000).toISOString(),
    ]);
    expect((await ask(CANCEL, { token: v.token, id: first })).data?.cancelMyParticipation.validationStatus).toBe('CANCELLED_BY_VOLUNTEER');

    // A deadline further back than today: the slot still to come can no longer be cancelled by the volunteer.
    const hours = Math.ceil((Date.parse(at(2, 10)) - Date.now()) / 3_600_000) + 24;
    await setConfiguration(p.eventId, { volunteerCancelDeadlineHours: hours });
    const deadline = new Date(Date.parse(at(2, 10)) - hours * 3_600_000);
    const refused = await ask(CANCEL, { token: v.token, id: second });
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    const local = new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', day: '2-digit', month: '2-digit', year: 'numeric' }).format(deadline);
    const time = new Intl.DateTimeFormat('fr-CH', { timeZone: 'Europe/Zurich', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(deadline);
    expect(refused.errors?.[0].message).toBe(
      `Le délai de désinscription est dépassé : c'était possible jusqu'au ${local} à ${time}. Contactez l'organisation.`,
    );
    expect(await statusOf(t, second)).toBe(ACCEPTED);
    const rest = await t.agent().delete(`${API}/volunteers/participations/${second}/?token=${v.token}`);
    expect(rest.status).toBe(409);
    expect(await statusOf(t, second)).toBe(ACCEPTED);
    // The organizer still can.
    await o.ok(`mutation($ids: [ID!]!) { setParticipationsStatus(ids: $ids, status: CANCELLED_BY_ORGANIZER) { id } }`, { ids: [second] });
    expect(await statusOf(t, second)).toBe(4);
  });
});

describe('groups', () => {
  async function groupSetup() {
    const { o, p, org } = await setup();
    const leader = await volunteer(t, org, { first_name: 'Léa', last_name: 'Leader', email: 'lea.leader@example.org' });
    const member = await volunteer(t, org, { first_name: 'Max', last_name: 'Member', email: 'max.member@example.org' });
    const group = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: leader, nb: 3, groupName: 'Les amis' });
    const solo = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: leader });
    return { o, p, org, leader, member, group, solo };
  }

  it('the leader names up to nbParticipants - 1 people; a named volunteer sees the booking read-only with the leader’s name', async () => {
    const { org, leader, member, group, solo } = await groupSetup();
    const ask = anonymous();
    const add = (input: Record<string, string>, participationId = group, token = leader.token) =>
      ask(ADD_MEMBER, { token, participationId, input });
    const first = await add({ name: ' Max Member ', email: ' MAX.Member@Example.org ' });
    expect(first.errors).toBeUndefined();
    expect(first.data?.addGroupMember).toMatchObject({ name: 'Max Member', email: 'max.member@example.org' });
    expect((await add({ name: 'Max', email: 'max.member@example.org' })).errors?.[0].extensions?.fieldErrors).toEqual({
      email: ['Cette personne fait déjà partie du groupe'],
    });
    expect((await add({ name: 'Moi', email: 'LEA.leader@example.org' })).errors?.[0].extensions?.fieldErrors).toEqual({
      email: ['Vous êtes le responsable du groupe : indiquez les autres personnes'],
    });
    expect((await add({ name: '', email: 'nope' })).errors?.[0].extensions?.fieldErrors).toEqual({
      name: ['Un nom est obligatoire'],
      email: ['Entrez une adresse e-mail valide'],
    });
    expect((await add({ name: 'Solo', email: 'solo@example.org' }, solo)).errors?.[0].extensions?.fieldErrors).toEqual({
      participationId: ["Cette inscription n'est pas une inscription de groupe"],
    });
    expect((await add({ name: 'Zoé', email: 'zoe@example.org' })).errors).toBeUndefined();
    expect((await add({ name: 'Trop', email: 'trop@example.org' })).errors?.[0].extensions?.fieldErrors).toEqual({
      email: ['Votre groupe compte déjà 2 autres personnes nommées'],
    });

    const mine = (await ask(GROUPS, { token: leader.token })).data?.myGroups;
    expect(mine.led).toEqual([
      {
        participation: { id: group, nbParticipants: 3, groupName: 'Les amis' },
        members: [
          { id: first.data?.addGroupMember.id, name: 'Max Member', email: 'max.member@example.org' },
          expect.objectContaining({ name: 'Zoé', email: 'zoe@example.org' }),
        ],
      },
    ]);
    expect(mine.bookedForMe).toEqual([]);

    const theirs = (await ask(GROUPS, { token: member.token })).data?.myGroups;
    expect(theirs.led).toEqual([]);
    expect(theirs.bookedForMe).toEqual([
      {
        id: group,
        eventName: 'Fête du lac',
        positionName: 'Cuisine',
        groupName: 'Les amis',
        nbParticipants: 3,
        leaderName: 'Léa Leader',
        validationStatus: 'ACCEPTED',
        startTime: at(2, 10),
        endTime: at(2, 12),
      },
    ]);
    // Read-only: the booking carries no contact detail of the leader, and the member cannot name people in it.
    const leak = await ask(`query($token: String!) { myGroups(token: $token) { bookedForMe { email } } }`, { token: member.token });
    expect(leak.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await add({ name: 'X', email: 'x@example.org' }, group, member.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await ask(REMOVE_MEMBER, { token: member.token, id: first.data?.addGroupMember.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    // A volunteer with the same address in another organization sees nothing.
    const elsewhere = await volunteer(t, (await organizer(t)).organization.id, { email: 'max.member@example.org' });
    expect((await ask(GROUPS, { token: elsewhere.token })).data?.myGroups.bookedForMe).toEqual([]);
    // Nor does an unnamed volunteer of the organization.
    expect((await ask(GROUPS, { token: (await volunteer(t, org)).token })).data?.myGroups).toEqual({ led: [], bookedForMe: [] });

    // The leader removes Max: he no longer sees the booking.
    expect((await ask(REMOVE_MEMBER, { token: leader.token, id: first.data?.addGroupMember.id })).data?.removeGroupMember).toBe(true);
    expect((await ask(GROUPS, { token: member.token })).data?.myGroups.bookedForMe).toEqual([]);
  });

  it('the people named by the leader do not follow the group to another volunteer (organizer’s change of volunteer)', async () => {
    const { o, org, leader, group } = await groupSetup();
    const ask = anonymous();
    expect((await ask(ADD_MEMBER, { token: leader.token, participationId: group, input: { name: 'Nina Named', email: 'nina@example.org' } })).errors).toBeUndefined();
    const heir = await volunteer(t, org, { email: 'heir@example.org' });
    const changed = await o.call(`mutation($id: ID!, $volunteerId: ID!) { changeParticipationVolunteer(id: $id, volunteerId: $volunteerId) { id } }`, { id: group, volunteerId: heir.id });
    expect(changed.errors).toBeUndefined();
    const heirGroups = await ask<any>(GROUPS, { token: heir.token });
    expect(JSON.stringify(heirGroups.data)).not.toContain('nina@example.org');
    const rows = await t.db.database.dataSource.query('SELECT COUNT(*)::int AS n FROM participation_group_member WHERE participation_id = $1', [Number(group)]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses to name people in a cancelled group; the facade twins work with ?token=', async () => {
    const { o, leader, member, group } = await groupSetup();
    const agent = t.agent();
    const created = await agent.post(`${API}/volunteers/groups/${group}/members/?token=${leader.token}`).send({ name: 'Max', email: member.email });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Max', email: member.email });
    const bad = await agent.post(`${API}/volunteers/groups/${group}/members/?token=${leader.token}`).send({ name: 'Max', email: 'bad' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ email: ['Entrez une adresse e-mail valide'] });
    const list = await agent.get(`${API}/volunteers/groups/`).set('X-Volunteer-Token', member.token);
    expect(list.status).toBe(200);
    expect(list.body.led).toEqual([]);
    expect(list.body.bookedForMe).toEqual([expect.objectContaining({ id: Number(group), leaderName: 'Léa Leader', groupName: 'Les amis', nbParticipants: 3 })]);
    expect(list.body.bookedForMe[0]).not.toHaveProperty('email');
    expect(JSON.stringify(list.body)).not.toContain(leader.email);
    const led = await agent.get(`${API}/volunteers/groups/?token=${leader.token}`);
    expect(led.body.led[0].participation).toMatchObject({ id: Number(group), nbParticipants: 3 });
    expect(led.body.led[0].members).toEqual([expect.objectContaining({ id: created.body.id, name: 'Max' })]);
    expect((await agent.delete(`${API}/volunteers/groups/members/${created.body.id}/?token=${member.token}`)).status).toBe(404);
    expect((await agent.delete(`${API}/volunteers/groups/members/${created.body.id}/?token=${leader.token}`)).status).toBe(204);

    await o.ok(`mutation($ids: [ID!]!) { setParticipationsStatus(ids: $ids, status: CANCELLED_BY_ORGANIZER) { id } }`, { ids: [group] });
    const cancelled = await agent.post(`${API}/volunteers/groups/${group}/members/?token=${leader.token}`).send({ name: 'Max', email: member.email });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ detail: 'Cette inscription de groupe est annulée' });
  });
});

describe('a volunteer never acts on or reads another volunteer’s participation or group', () => {
  it('answers NOT_FOUND, as for an unknown id, through both doors, and changes nothing', async () => {
    const { o, p, org } = await setup();
    const me = await volunteer(t, org);
    const other = await volunteer(t, org, { email: 'other@example.org' });
    const theirs = await participation(t, o, { eventId: p.eventId, slotId: p.slotA, volunteer: other, status: AWAITING_VOLUNTEER });
    const theirGroup = await participation(t, o, { eventId: p.eventId, slotId: p.slotD, volunteer: other, nb: 3, groupName: 'G' });
    const ask = anonymous();
    const member = (await ask(ADD_MEMBER, { token: other.token, participationId: theirGroup, input: { name: 'N', email: 'n@example.org' } })).data?.addGroupMember;
    // Another organization's volunteer, too.
    const stranger = await volunteer(t, (await organizer(t)).organization.id);
    const unknown = '999999999';
    const before = await mailCount(t);
    for (const token of [me.token, stranger.token]) {
      const attempts: Array<[string, Record<string, unknown>, string]> = [
        [ACCEPT, { token, id: theirs }, "Cette inscription n'existe pas"],
        [DECLINE, { token, id: theirs }, "Cette inscription n'existe pas"],
        [CANCEL, { token, id: theirs }, "Cette inscription n'existe pas"],
        [ACCEPT, { token, id: unknown }, "Cette inscription n'existe pas"],
        [ADD_MEMBER, { token, participationId: theirGroup, input: { name: 'X', email: 'x@example.org' } }, "Ce groupe n'existe pas"],
        [ADD_MEMBER, { token, participationId: unknown, input: { name: 'X', email: 'x@example.org' } }, "Ce groupe n'existe pas"],
        [REMOVE_MEMBER, { token, id: member.id }, "Ce membre du groupe n'existe pas"],
        [REMOVE_MEMBER, { token, id: unknown }, "Ce membre du groupe n'existe pas"],
      ];
      for (const [query, variables, message] of attempts) {
        const answer = await ask(query, variables);
        expect([query.slice(9, 40), answer.errors?.[0]]).toEqual([query.slice(9, 40), expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
      }
      const groups = (await ask(GROUPS, { token })).data?.myGroups;
      expect(groups).toEqual({ led: [], bookedForMe: [] });
      const agent = t.agent();
      for (const [method, path] of [
        ['post', `/volunteers/participations/${theirs}/accept/`],
        ['post', `/volunteers/participations/${theirs}/decline/`],
        ['delete', `/volunteers/participations/${theirs}/`],
        ['post', `/volunteers/groups/${theirGroup}/members/`],
        ['delete', `/volunteers/groups/members/${member.id}/`],
      ] as const) {
        const answer = await agent[method](`${API}${path}?token=${token}`).send({ name: 'X', email: 'x@example.org' });
        expect([path, answer.status]).toEqual([path, 404]);
      }
    }
    // Bad or missing tokens.
    for (const token of ['', 'short', `${me.token}x`]) {
      expect((await ask(ACCEPT, { token, id: theirs })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await ask(GROUPS, { token })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect(await statusOf(t, theirs)).toBe(AWAITING_VOLUNTEER);
    expect(await mailCount(t)).toBe(before);
    const mine = (await ask(GROUPS, { token: other.token })).data?.myGroups;
    expect(mine.led[0].members).toEqual([member]);
  });
});

