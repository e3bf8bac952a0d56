import { startTestApp, type TestApp } from '../harness';
import { eventWithPosition, organizer } from './fixtures';
import { restEventWithPosition, restOrganizer } from './rest';

/** A default status must be one a new registration can start in (issue 10 item 6). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { configuration { defaultParticipationValidationStatus } } }`;
const UPDATE_POSITION = `mutation($id: ID!, $input: PositionInput!) { updatePosition(id: $id, input: $input) { defaultParticipationValidationStatus } }`;
const MESSAGE = 'Une nouvelle inscription commence acceptée ou en attente de validation';

describe('default participation statuses', () => {
  it('accept accepted or awaiting a validation, and refuse refused or cancelled, at both doors', async () => {
    const o = await organizer(t);
    const { eventId, positionId } = await eventWithPosition(o);
    const ok = await o.ok(UPDATE_EVENT, { id: eventId, input: { configuration: { defaultParticipationValidationStatus: 'AWAITING_VOLUNTEER_VALIDATION' } } });
    expect(ok.updateEvent.configuration.defaultParticipationValidationStatus).toBe('AWAITING_VOLUNTEER_VALIDATION');
    const refused = await o.call(UPDATE_EVENT, { id: eventId, input: { configuration: { defaultParticipationValidationStatus: 'REJECTED_BY_VOLUNTEER' } } });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual({ 'configuration.defaultParticipationValidationStatus': [MESSAGE] });
    const position = await o.call(UPDATE_POSITION, { id: positionId, input: { defaultParticipationValidationStatus: 'CANCELLED_BY_ORGANIZER' } });
    expect(position.errors?.[0].extensions?.fieldErrors).toEqual({ defaultParticipationValidationStatus: [MESSAGE] });

    const r = await restOrganizer(t);
    const { position: restPosition } = await restEventWithPosition(r);
    const rest = await r.put(`/positions/${restPosition.id}/`, { ...restPosition, defaultParticipationValidationStatus: 4 });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ defaultParticipationValidationStatus: [MESSAGE] });
  });
});
