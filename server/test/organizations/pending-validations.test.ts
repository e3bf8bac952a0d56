import { CREATE_SLOT, eventWithPosition, organizer } from '../events/fixtures';
import { csrfOf, startTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('nbPendingValidations', () => {
  it('counts the organization’s participations awaiting validation, and no other’s', async () => {
    const o = await organizer(t);
    const other = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    const { createTimeSlot: slot } = await o.ok(CREATE_SLOT, {
      input: { positionId, startTime: '2030-07-01T08:00:00.000Z', endTime: '2030-07-01T10:00:00.000Z', requiredVolunteerCount: 5 },
    });
    const { dataSource } = t.db.database;
    const insert = (organizationId: number, status: number) =>
      dataSource.query(
        `INSERT INTO participation (organization_id, event_id, time_slot_id, first_name, last_name, validation_status)
         VALUES ($1, $2, $3, 'Zoé', 'Test', $4)`,
        [organizationId, Number(eventId), Number(slot.id), status],
      );
    await insert(o.organization.id, 0);
    await insert(o.organization.id, 0);
    await insert(o.organization.id, 6);

    const me = await o.ok<{ me: { activeOrganization: { nbPendingValidations: number } } }>(
      '{ me { activeOrganization { nbPendingValidations } } }',
    );
    expect(me.me.activeOrganization.nbPendingValidations).toBe(2);
    const otherMe = await other.ok<{ me: { activeOrganization: { nbPendingValidations: number } } }>(
      '{ me { activeOrganization { nbPendingValidations } } }',
    );
    expect(otherMe.me.activeOrganization.nbPendingValidations).toBe(0);

    const switched = await o.agent
      .post(`/apis/authentication/v1/organizations/${o.organization.id}/switch/`)
      .set('X-CSRFToken', csrfOf(o.agent, t.server.url));
    expect(switched.body).toEqual({ id: o.organization.id, nbPendingValidations: 2 });
  });
});
