import { startTestApp, type TestApp } from '../harness';
import { volunteer } from '../participations/fixtures';
import { PLACE_ORDER, product, richVolunteer } from '../shop/fixtures';
import {
  ACT,
  ACTIONS,
  BOARD,
  REPLAY,
  REVOKE,
  SCAN_CODE,
  STAND_VOLUNTEER,
  clientId,
  configure,
  eventToday,
  poolWithClaim,
  standFor,
  standOrganizer,
  volunteerOn,
} from './fixtures';
import { participation } from '../participations/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeOf = async (o: { ok: (q: string, v: Record<string, unknown>) => Promise<Record<string, any>> }, volunteerId: string): Promise<string> =>
  (await o.ok(SCAN_CODE, { id: volunteerId })).volunteerScanCode;

describe('the stand: check-in', () => {
  it('shows today’s shift, checks in once, refuses the second scan with who and when; the board and undo follow', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot, { first_name: 'Anne', last_name: 'Zoé' });
    const late = await volunteerOn(t, o, e, e.gateSlot, { first_name: 'Luc', last_name: 'Tardif' });
    const missing = await volunteerOn(t, o, e, e.gateSlot, { first_name: 'Marc', last_name: 'Absent' });
    await configure(o, e.eventId, { lateAfterMinutes: 45 });
    const alice = await standFor(t, o, e.eventId, 'Alice');
    const code = await codeOf(o, anne.id);
    expect(code).toMatch(/^B\d+-\d+-1-[0-9A-Z]{10}$/);
    expect(code).not.toContain(anne.token);

    const { standVolunteer } = await alice.ok(STAND_VOLUNTEER, { code: code.toLowerCase() });
    expect(standVolunteer).toMatchObject({ code, firstName: 'Anne', lastName: 'Zoé', notices: [], orders: [], vouchers: [], tshirt: null });
    expect(standVolunteer.shifts).toEqual([expect.objectContaining({ participationId: anne.participationId, positionName: 'Bar', checkedInAt: null })]);

    const first = await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN', targetId: null } });
    expect(first.data?.standAction).toMatchObject({ ok: true, message: 'Enregistré', action: { kind: 'CHECK_IN', operatorName: 'Alice', volunteerName: 'Anne Zoé' } });
    expect(first.data?.standAction.action.label).toMatch(/^Bar · \d\d:\d\d–\d\d:\d\d$/);
    const second = await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN', targetId: anne.participationId } });
    expect(second.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(second.errors?.[0].message).toMatch(/^Déjà utilisé le \d\d\.\d\d\.\d{4} à \d\d:\d\d par Alice$/);
    const english = await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN' } }, 'en');
    expect(english.errors?.[0].message).toMatch(/^Already used on \d\d\/\d\d\/\d{4} at \d\d:\d\d by Alice$/);

    // Anne came 30 minutes after her start (within the 45 allowed); Luc 2 hours after his: late. Marc is missing.
    await alice.ok(ACT, { input: { clientId: clientId(), code: await codeOf(o, late.id), kind: 'CHECK_IN' } });
    const { checkInBoard } = await o.ok(BOARD, { eventId: e.eventId });
    expect(checkInBoard).toMatchObject({ expected: 3, checkedIn: 2, missing: 1, late: 1 });
    const rows = Object.fromEntries(checkInBoard.rows.map((row: any) => [row.volunteerName, row]));
    expect(rows['Anne Zoé']).toMatchObject({ late: false, missing: false, operatorName: 'Alice' });
    expect(rows['Luc Tardif']).toMatchObject({ late: true, missing: false });
    expect(rows['Marc Absent']).toMatchObject({ checkedInAt: null, missing: true, late: false });
    expect(missing.id).toBeDefined();

    // The organizer undoes Anne's check-in: the stand may check her in again.
    const { scanActions } = await o.ok(ACTIONS, { eventId: e.eventId });
    const anneAction = scanActions.find((a: any) => a.volunteerName === 'Anne Zoé');
    const { undoScanAction } = await o.ok(`mutation($id: ID!) { undoScanAction(id: $id) { id undoneAt } }`, { id: anneAction.id });
    expect(undoScanAction.undoneAt).toEqual(expect.any(String));
    const twice = await o.call(`mutation($id: ID!) { undoScanAction(id: $id) { id } }`, { id: anneAction.id });
    expect(twice.errors?.[0]).toMatchObject({ message: 'Cette remise a déjà été annulée', extensions: { code: 'CONFLICT' } });
    expect((await o.ok(BOARD, { eventId: e.eventId })).checkInBoard.checkedIn).toBe(1);
    expect((await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN' } })).data?.standAction.ok).toBe(true);
  });

  it('keeps each operator to its tags, its event and its organization; unknown and revoked codes are refused', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot);
    const gateOnly = await standFor(t, o, e.eventId, 'Bruno', [e.gateTag]);
    const code = await codeOf(o, anne.id);
    const view = (await gateOnly.ok(STAND_VOLUNTEER, { code })).standVolunteer;
    expect(view.shifts).toEqual([]);
    expect(view.notices).toEqual(['Non autorisé pour vos étiquettes']);
    const refused = await gateOnly.call(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN' } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'Non autorisé pour vos étiquettes', extensions: { code: 'FORBIDDEN' } });
    const byTarget = await gateOnly.call(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN', targetId: anne.participationId } });
    expect(byTarget.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // Another event of the organization: the volunteer has no shift there.
    const otherEvent = await eventToday(o, 'Autre fête');
    const elsewhere = await standFor(t, o, otherEvent.eventId, 'Chloé');
    expect((await elsewhere.ok(STAND_VOLUNTEER, { code })).standVolunteer.notices).toEqual(["Aucune tranche horaire aujourd'hui pour vos missions"]);
    const noShift = await elsewhere.call(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN' } }, 'de');
    expect(noShift.errors?.[0]).toMatchObject({ message: 'Heute keine Schicht in Ihren Einsätzen', extensions: { code: 'NOT_FOUND' } });
    // Another event's participation named as the target is not found.
    const foreignTarget = await elsewhere.call(ACT, { input: { clientId: clientId(), code, kind: 'CHECK_IN', targetId: anne.participationId } });
    expect(foreignTarget.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    // Another organization's stand does not know the code.
    const other = await standOrganizer(t);
    const otherOrgEvent = await eventToday(other);
    const foreign = await standFor(t, other, otherOrgEvent.eventId, 'Mallory');
    const unknown = await foreign.call(STAND_VOLUNTEER, { code });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Code inconnu', extensions: { code: 'NOT_FOUND' } });
    // A made-up code (right shape, wrong signature) and the portal token are unknown too.
    const forged = code.replace(/-([0-9A-Z]{10})$/, (_, sig: string) => `-${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    expect((await gateOnly.call(STAND_VOLUNTEER, { code: forged })).errors?.[0].message).toBe('Code inconnu');
    expect((await gateOnly.call(STAND_VOLUNTEER, { code: anne.token })).errors?.[0].message).toBe('Code inconnu');

    // A revoked code (lost badge) is refused; the new one works.
    const { revokeScanCode } = await o.ok(REVOKE, { id: anne.id });
    expect(revokeScanCode).toMatch(/-2-[0-9A-Z]{10}$/);
    const revoked = await gateOnly.call(STAND_VOLUNTEER, { code }, 'en');
    expect(revoked.errors?.[0]).toMatchObject({ message: 'This code has been revoked', extensions: { code: 'CONFLICT' } });
    expect((await gateOnly.ok(STAND_VOLUNTEER, { code: revokeScanCode })).standVolunteer.firstName).toBe(anne.firstName);
    // Another organization's organizer cannot read or revoke the code.
    expect((await other.call(SCAN_CODE, { id: anne.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await other.call(REVOKE, { id: anne.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // The portal shows the volunteer's own code (the token is the credential).
    expect((await o.ok(`query($token: String!) { myScanCode(token: $token) }`, { token: anne.token })).myScanCode).toBe(revokeScanCode);
  });
});

describe('the stand: hand-outs', () => {
  it('redeems a voucher once, within the pools its tags allow', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot);
    const meals = await poolWithClaim(t, o, 'Repas', ['R-1', 'R-2'], anne);
    const drinks = await poolWithClaim(t, o, 'Boissons', ['B-1'], anne);
    await configure(o, e.eventId, {
      voucherRedeem: true,
      items: [
        { kind: 'VOUCHER_POOL', refId: String(meals.poolId), tagIds: [] },
        { kind: 'VOUCHER_POOL', refId: String(drinks.poolId), tagIds: [e.barTag] },
      ],
    });
    const gate = await standFor(t, o, e.eventId, 'Bruno', [e.gateTag]);
    const code = await codeOf(o, anne.id);
    const view = (await gate.ok(STAND_VOLUNTEER, { code })).standVolunteer;
    expect(view.vouchers).toEqual([expect.objectContaining({ poolName: 'Repas', code: 'R-1', redeemedAt: null })]);
    const forbidden = await gate.call(ACT, { input: { clientId: clientId(), code, kind: 'REDEEM_VOUCHER', targetId: String(drinks.codeIds[0]) } });
    expect(forbidden.errors?.[0].message).toBe('Non autorisé pour vos étiquettes');
    const notHers = await gate.call(ACT, { input: { clientId: clientId(), code, kind: 'REDEEM_VOUCHER', targetId: String(meals.codeIds[1]) } });
    expect(notHers.errors?.[0]).toMatchObject({ message: "Cet élément n'existe pas ou n'appartient pas à ce bénévole", extensions: { code: 'NOT_FOUND' } });
    const redeemed = await gate.ok(ACT, { input: { clientId: clientId(), code, kind: 'REDEEM_VOUCHER', targetId: String(meals.codeIds[0]) } });
    expect(redeemed.standAction.action).toMatchObject({ kind: 'REDEEM_VOUCHER', label: 'Repas · R-1' });
    const again = await gate.call(ACT, { input: { clientId: clientId(), code, kind: 'REDEEM_VOUCHER', targetId: String(meals.codeIds[0]) } });
    expect(again.errors?.[0].message).toMatch(/^Déjà utilisé le .+ par Bruno$/);
    expect((await gate.ok(STAND_VOLUNTEER, { code })).standVolunteer.vouchers[0]).toMatchObject({ redeemedBy: 'Bruno', redeemedAt: expect.any(String) });
  });

  it('delivers an order once and the organizer can undo it; the action must be switched on', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const cap = await product(o, { name: 'Casquette', price: 5 });
    const rich = await richVolunteer(t, o, 20);
    await participation(t, o, { eventId: e.eventId, slotId: e.barSlot, volunteer: rich });
    const { placeOrder } = await o.ok(PLACE_ORDER, { token: rich.token, productId: cap.id, quantity: 2 });
    const alice = await standFor(t, o, e.eventId, 'Alice');
    const code = await codeOf(o, rich.id);
    const off = await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'DELIVER_ORDER', targetId: placeOrder.id } });
    expect(off.errors?.[0]).toMatchObject({ message: "Cette action n'est pas activée pour ce stand", extensions: { code: 'FORBIDDEN' } });
    await configure(o, e.eventId, { orderDelivery: true, items: [{ kind: 'PRODUCT', refId: cap.id, tagIds: [] }] });
    expect((await alice.ok(STAND_VOLUNTEER, { code })).standVolunteer.orders).toEqual([
      { orderId: placeOrder.id, productName: 'Casquette', quantity: 2, deliveredAt: null, deliveredBy: null },
    ]);
    const delivered = await alice.ok(ACT, { input: { clientId: clientId(), code, kind: 'DELIVER_ORDER', targetId: placeOrder.id } });
    expect(delivered.standAction.action.label).toBe('2 × Casquette');
    const status = async () => (await t.db.database.dataSource.query('SELECT status FROM shop_order WHERE id = $1', [Number(placeOrder.id)]))[0].status;
    expect(await status()).toBe('delivered');
    const again = await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'DELIVER_ORDER', targetId: placeOrder.id } });
    expect(again.errors?.[0].message).toMatch(/^Déjà utilisé le .+ par Alice$/);
    await o.ok(`mutation($id: ID!) { undoScanAction(id: $id) { id } }`, { id: delivered.standAction.action.id });
    expect(await status()).toBe('awaiting_delivery');
  });

  it('hands out a t-shirt with the size answered on the form, once; says so when the option is off', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot);
    const stranger = await volunteer(t, o.organization.id);
    const alice = await standFor(t, o, e.eventId, 'Alice');
    const code = await codeOf(o, anne.id);
    const off = await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'TSHIRT' } });
    expect(off.errors?.[0]).toMatchObject({ message: "L'option t-shirt n'est pas activée pour cet événement", extensions: { code: 'FORBIDDEN' } });
    const offEn = await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'TSHIRT' } }, 'en');
    expect(offEn.errors?.[0].message).toBe('The t-shirt option is not activated for this event');
    const { createAttribute } = await o.ok(`mutation($input: AttributeInput!) { createAttribute(input: $input) { id options { id option } } }`, {
      input: { name: 'Taille de t-shirt', valueType: 'enum', options: 'S;M;L' },
    });
    const medium = createAttribute.options.find((option: any) => option.option === 'M');
    await t.db.database.dataSource.query(`INSERT INTO attribute_value (organization_id, attribute_id, volunteer_id, value) VALUES ($1, $2, $3, $4)`, [
      o.organization.id,
      Number(createAttribute.id),
      Number(anne.id),
      String(medium.id),
    ]);
    await configure(o, e.eventId, { tshirt: true, tshirtAttributeId: createAttribute.id });
    expect((await alice.ok(STAND_VOLUNTEER, { code })).standVolunteer.tshirt).toEqual({ size: 'M', handedOutAt: null, handedOutBy: null });
    const given = await alice.ok(ACT, { input: { clientId: clientId(), code, kind: 'TSHIRT' } });
    expect(given.standAction.action.label).toBe('T-shirt (M)');
    expect((await alice.call(ACT, { input: { clientId: clientId(), code, kind: 'TSHIRT' } })).errors?.[0].extensions?.code).toBe('CONFLICT');
    const notInEvent = await alice.call(ACT, { input: { clientId: clientId(), code: await codeOf(o, stranger.id), kind: 'TSHIRT' } });
    expect(notInEvent.errors?.[0].message).toBe("Ce bénévole n'a aucune tranche horaire acceptée à cet événement");
  });
});

describe('the stand: offline queue', () => {
  it('replays queued scans in order: a repeated action is recorded once, refusals come back as conflicts', async () => {
    const o = await standOrganizer(t);
    const e = await eventToday(o);
    const anne = await volunteerOn(t, o, e, e.barSlot);
    const luc = await volunteerOn(t, o, e, e.gateSlot);
    const meals = await poolWithClaim(t, o, 'Repas', ['R-1'], anne);
    await configure(o, e.eventId, { voucherRedeem: true, items: [{ kind: 'VOUCHER_POOL', refId: String(meals.poolId), tagIds: [] }] });
    const alice = await standFor(t, o, e.eventId, 'Alice');
    const bruno = await standFor(t, o, e.eventId, 'Bruno');
    const anneCode = await codeOf(o, anne.id);
    const lucCode = await codeOf(o, luc.id);
    // While Alice's stand was offline, Bruno redeemed Anne's voucher.
    await bruno.ok(ACT, { input: { clientId: clientId(), code: anneCode, kind: 'REDEEM_VOUCHER', targetId: String(meals.codeIds[0]) } });
    await o.ok(REVOKE, { id: luc.id });
    // Alice's stand signed in an hour ago, then lost the connection for a while.
    await t.db.database.dataSource.query(`UPDATE operator_session SET created_at = now() - interval '1 hour'`);
    const scannedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const checkIn = { clientId: clientId(), code: anneCode, kind: 'CHECK_IN', targetId: null, scannedAt };
    const { standReplay } = await alice.ok(REPLAY, {
      actions: [
        checkIn,
        checkIn,
        { clientId: clientId(), code: anneCode, kind: 'REDEEM_VOUCHER', targetId: String(meals.codeIds[0]), scannedAt },
        { clientId: clientId(), code: lucCode, kind: 'CHECK_IN', targetId: null, scannedAt },
        { clientId: clientId(), code: 'B1-2-3-AAAAAAAAAA', kind: 'CHECK_IN', targetId: null, scannedAt },
      ],
    });
    expect(standReplay.map((r: any) => [r.ok, r.message])).toEqual([
      [true, 'Enregistré'],
      [true, 'Enregistré'],
      [false, expect.stringMatching(/^Déjà utilisé le .+ par Bruno$/)],
      [false, 'Ce code a été révoqué'],
      [false, 'Code inconnu'],
    ]);
    expect(standReplay[0].action.id).toBe(standReplay[1].action.id);
    // The check-in keeps the time it was scanned at.
    expect(new Date(standReplay[0].action.happenedAt).toISOString()).toBe(scannedAt);
    const [{ n }] = await t.db.database.dataSource.query(`SELECT COUNT(*)::int AS n FROM scan_action WHERE kind = 'check_in' AND volunteer_id = $1`, [Number(anne.id)]);
    expect(n).toBe(1);
    // The REST door answers the same, and a refused action there is a 409 with its message.
    const rest = await t.agent().post('/apis/scan/v1/actions/replay/').set('X-Operator-Token', alice.token).send([{ ...checkIn, kind: 'check_in' }]);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual([expect.objectContaining({ ok: true, clientId: checkIn.clientId })]);
    const conflict = await t
      .agent()
      .post('/apis/scan/v1/actions/')
      .set('X-Operator-Token', alice.token)
      .set('Accept-Language', 'de')
      .send({ clientId: clientId(), code: anneCode, kind: 'redeem_voucher', targetId: meals.codeIds[0] });
    expect(conflict.status).toBe(409);
    expect(conflict.body.detail).toMatch(/^Bereits verwendet am .+ von Bruno$/);
    const lookup = await t.agent().get(`/apis/scan/v1/volunteers/${encodeURIComponent(anneCode)}/`).set('X-Operator-Token', alice.token);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ firstName: anne.firstName, shifts: [expect.objectContaining({ positionName: 'Bar' })] });
  });
});
