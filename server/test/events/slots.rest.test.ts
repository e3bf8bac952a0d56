import { ParticipationStatus } from '@benevo/schema';
import { Participation } from '../../src/modules/participations/participation.entity';
import { startTestApp, type TestApp } from '../harness';
import { EVENT_INPUT } from './fixtures';
import { API, restEventWithPosition, restOrganizer } from './rest';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OVERFLOW = 'Impossible de dépasser +10:00, veuillez créer un nouveau jour';

describe('positions/ (facade)', () => {
  it('creates a position with event_id and tag ids, updates and deletes it', async () => {
    const o = await restOrganizer(t);
    const event = (await o.post('/events/', EVENT_INPUT)).body;
    const tag = (await o.post(`/events/${event.id}/tags/`, { name: 'Staff' })).body;
    const created = await o.post('/positions/', {
      event_id: event.id,
      name: 'Bar',
      description: 'Au bord du lac',
      tags: [tag.id],
      defaultParticipationValidationStatus: 0,
      maxParticipantsAtTime: 4,
      latitude: 46.5,
      longitude: 6.6,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      eventId: event.id,
      name: 'Bar',
      order: 0,
      description: 'Au bord du lac',
      sectorId: null,
      sectorName: null,
      sectorDescription: null,
      tags: [tag.id],
      defaultParticipationValidationStatus: 0,
      maxParticipantsAtTime: 4,
      latitude: 46.5,
      longitude: 6.6,
      eventTimeZone: 'Europe/Zurich',
      nbrVolunteersRequired: 0,
      timeSlots: [],
    });
    const named = await o.post('/positions/', { event_id: event.id, name: 'Caisse', defaultParticipationValidationStatus: 'AWAITING_VOLUNTEER_VALIDATION' });
    expect(named.body).toMatchObject({ order: 1, defaultParticipationValidationStatus: 1, maxParticipantsAtTime: 0, tags: [] });
    const updated = await o.put(`/positions/${created.body.id}/`, { name: 'Grand bar', tags: [] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Grand bar', description: 'Au bord du lac', tags: [], maxParticipantsAtTime: 4 });
    expect((await o.get(`/events/${event.id}/`)).body.positions.map((p: { name: string }) => p.name)).toEqual(['Grand bar', 'Caisse']);
    expect((await o.del(`/positions/${created.body.id}/`)).status).toBe(204);
    expect((await o.put(`/positions/${created.body.id}/`, { name: 'X' })).status).toBe(404);
  });

  it('answers field errors with the documented names, 404 for another organization', async () => {
    const o = await restOrganizer(t);
    const other = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    expect((await o.post('/positions/', { event_id: event.id, name: '' })).body).toEqual({ name: ['Un nom est obligatoire'] });
    expect((await o.post('/positions/', { event_id: event.id, name: 'X', tags: [999999] })).body).toEqual({ tags: ['Référence inconnue'] });
    expect((await o.post('/positions/', { event_id: event.id, name: 'X', maxParticipantsAtTime: -1 })).body).toEqual({ maxParticipantsAtTime: ['Au minimum 0'] });
    expect((await o.post('/positions/', { name: 'Sans événement' })).status).toBe(404);
    expect((await other.post('/positions/', { event_id: event.id, name: 'Intrus' })).status).toBe(404);
    expect((await other.put(`/positions/${position.id}/`, { name: 'Intrus' })).status).toBe(404);
    expect((await other.del(`/positions/${position.id}/`)).status).toBe(404);
    expect((await t.agent().post(`${API}/positions/`).send({ event_id: event.id, name: 'X' })).status).toBe(401);
    expect((await o.agent.post(`${API}/positions/`).send({ event_id: event.id, name: 'X' })).status).toBe(403);
  });
});

describe('slots/ (facade)', () => {
  it('creates, updates and deletes a slot; durations travel as P0DT{h}H{m}M{s}S', async () => {
    const o = await restOrganizer(t);
    const { position } = await restEventWithPosition(o);
    const created = await o.post('/slots/', {
      position: position.id,
      description: 'Service du soir',
      startTime: '2030-07-01T16:00:00+02:00',
      endTime: '2030-07-01T18:30:15+02:00',
      requiredVolunteerCount: 3,
      isPrivate: false,
      hourlyRate: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      description: 'Service du soir',
      startTime: '2030-07-01T14:00:00.000Z',
      endTime: '2030-07-01T16:30:15.000Z',
      requiredVolunteerCount: 3,
      isPrivate: false,
      series: null,
      recurrence: null,
      position: position.id,
      rewardCategory: null,
      hourlyRate: 2,
      duration: 'P0DT2H30M15S',
      nbParticipants: 0,
      participants: [],
    });
    const updated = await o.put(`/slots/${created.body.id}/`, { endTime: '2030-07-01T17:00:00Z', requiredVolunteerCount: 5 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: 'Service du soir', requiredVolunteerCount: 5, duration: 'P0DT3H0M0S' });
    expect((await o.del(`/slots/${created.body.id}/`)).status).toBe(204);
    expect((await o.del(`/slots/${created.body.id}/`)).status).toBe(404);
  });

  it('refuses a slot beyond +10:00 and other bad input with field errors', async () => {
    const o = await restOrganizer(t);
    const { position } = await restEventWithPosition(o);
    // Day 2 starts 2 July 08:00 Zurich: +10:00 is 3 July 10:00 (08:00 UTC).
    const late = await o.post('/slots/', { position: position.id, startTime: '2030-07-02T20:00:00Z', endTime: '2030-07-03T08:30:00Z' });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ endTime: [OVERFLOW] });
    const bad = await o.post('/slots/', { position: position.id, startTime: 'demain', endTime: '2030-07-01T09:00:00Z', requiredVolunteerCount: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ startTime: ['Entrez une date valide'], requiredVolunteerCount: ['Au minimum 0'] });
    const reward = await o.post('/slots/', { position: position.id, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z', rewardCategory: 999999 });
    expect(reward.body).toEqual({ rewardCategory: ['Référence inconnue'] });
    expect((await o.post('/slots/', { startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z' })).body).toEqual({ position: ['Ce champ est obligatoire'] });
    const other = await restOrganizer(t);
    expect((await other.post('/slots/', { position: position.id, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z' })).status).toBe(404);
  });

  it('answers participants with numeric validation statuses and counts places of active ones', async () => {
    const o = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    const slot = (await o.post('/slots/', { position: position.id, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z', requiredVolunteerCount: 5 })).body;
    const base = { organizationId: o.organization.id, eventId: event.id, timeSlotId: slot.id };
    await t.db.database.dataSource.manager.insert(Participation, [
      { ...base, firstName: 'Ana', lastName: 'Lopez', nbParticipants: 2, validationStatus: ParticipationStatus.ACCEPTED },
      { ...base, firstName: 'Ben', lastName: 'Roy', validationStatus: ParticipationStatus.AWAITING_ORGANIZER_VALIDATION },
      { ...base, firstName: 'Cid', lastName: 'Nul', validationStatus: ParticipationStatus.CANCELLED_BY_VOLUNTEER },
    ]);
    const read = (await o.get(`/events/${event.id}/`)).body;
    const served = read.positions[0].timeSlots[0];
    expect(served.nbParticipants).toBe(3);
    expect(served.participants.map((p: { firstName: string; validationStatus: number }) => [p.firstName, p.validationStatus])).toEqual([
      ['Ana', 6],
      ['Ben', 0],
    ]);
    expect(read.nbrVolunteersRegistered).toBe(3);
    expect(read.nbrVolunteersRequired).toBe(5);
  });
});

describe('slots/bulk/ and slots-series/', () => {
  it('applies creates, updates and deletes together; one bad item writes nothing', async () => {
    const o = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    const first = (await o.post('/slots/', { position: position.id, startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T09:00:00Z' })).body;
    const second = (await o.post('/slots/', { position: position.id, startTime: '2030-07-01T10:00:00Z', endTime: '2030-07-01T11:00:00Z' })).body;
    const refused = await o.post('/slots/bulk/', {
      create: [
        { position: position.id, startTime: '2030-07-01T12:00:00Z', endTime: '2030-07-01T13:00:00Z' },
        { position: position.id, startTime: '2030-07-02T20:00:00Z', endTime: '2030-07-03T09:00:00Z' },
        { position: 999999, startTime: '2030-07-01T12:00:00Z', endTime: '2030-07-01T13:00:00Z' },
      ],
      update: [{ id: first.id, requiredVolunteerCount: 9 }],
      delete: [second.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ 'create[1].endTime': [OVERFLOW], 'create[2].position': ['Référence inconnue'] });
    const untouched = (await o.get(`/events/${event.id}/`)).body.positions[0].timeSlots;
    expect(untouched.map((s: { id: number; requiredVolunteerCount: number }) => [s.id, s.requiredVolunteerCount])).toEqual([
      [first.id, 0],
      [second.id, 0],
    ]);
    const applied = await o.post('/slots/bulk/', {
      create: [{ position: position.id, startTime: '2030-07-01T12:00:00Z', endTime: '2030-07-01T13:30:00Z' }],
      update: [{ id: first.id, requiredVolunteerCount: 9 }],
      delete: [second.id],
    });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      created: [{ startTime: '2030-07-01T12:00:00.000Z', duration: 'P0DT1H30M0S' }],
      updated: [{ id: first.id, requiredVolunteerCount: 9 }],
      deleted: [second.id],
    });
    const after = (await o.get(`/events/${event.id}/`)).body.positions[0].timeSlots;
    expect(after.map((s: { id: number }) => s.id)).toEqual([first.id, applied.body.created[0].id]);
  });

  it('creates a series from a recurrence, edits and deletes it together', async () => {
    const o = await restOrganizer(t);
    const { event, position } = await restEventWithPosition(o);
    const created = await o.post('/slots/', {
      position: position.id,
      requiredVolunteerCount: 2,
      recurrence: { days: ['2030-07-01', '2030-07-02'], from: '08:00', to: '12:00', everyMinutes: 120, slotMinutes: 120 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toHaveLength(4);
    const series = created.body[0].series;
    expect(series).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.body.every((s: { series: string; duration: string }) => s.series === series && s.duration === 'P0DT2H0M0S')).toBe(true);
    expect(created.body[0].recurrence).toMatchObject({ from: '08:00', to: '12:00', everyMinutes: 120 });
    const edited = await o.put(`/slots-series/${series}/time_slots/`, { requiredVolunteerCount: 4, description: 'Matin' });
    expect(edited.status).toBe(200);
    expect(edited.body.map((s: { requiredVolunteerCount: number; description: string }) => [s.requiredVolunteerCount, s.description])).toEqual(
      Array(4).fill([4, 'Matin']),
    );
    expect(edited.body[0].startTime).toBe(created.body[0].startTime);
    expect((await o.put(`/slots-series/${series}/time_slots/`, { requiredVolunteerCount: -2 })).body).toEqual({ requiredVolunteerCount: ['Au minimum 0'] });
    const other = await restOrganizer(t);
    expect((await other.del(`/slots-series/${series}/`)).status).toBe(404);
    expect((await o.del(`/slots-series/${series}/`)).status).toBe(204);
    expect((await o.get(`/events/${event.id}/`)).body.positions[0].timeSlots).toEqual([]);
    expect((await o.del(`/slots-series/${series}/`)).status).toBe(404);
    expect((await o.post('/slots/', { position: position.id, recurrence: { days: [], from: '8h', to: '12:00', everyMinutes: 60, slotMinutes: 60 } })).status).toBe(400);
  });
});
