import {
  awaitsOrganizer,
  bulkActions,
  canAccept,
  canCancel,
  canReject,
  EMPTY_FILTER,
  eventDays,
  filterVariables,
  groupByEvent,
  groupBySlot,
  isFiltered,
  moveEntry,
  slotOptions,
  slotTime,
} from './logic';

const slot = (id: string, startTime: string, endTime: string, freePlaces: number) => ({
  __typename: 'TimeSlot' as const,
  id,
  positionId: 'p1',
  startTime,
  endTime,
  requiredVolunteerCount: 2,
  nbParticipants: 2 - freePlaces,
  freePlaces,
  series: null,
});

describe('registration rules of the screen', () => {
  it('offers only the changes the server accepts', () => {
    expect(canReject('AWAITING_ORGANIZER_VALIDATION')).toBe(true);
    expect(canReject('ACCEPTED')).toBe(false);
    expect(canCancel('ACCEPTED')).toBe(true);
    expect(canCancel('REJECTED_BY_ORGANIZER')).toBe(false);
    expect(canAccept('ACCEPTED')).toBe(false);
    expect(canAccept('CANCELLED_BY_VOLUNTEER')).toBe(true);
    expect(awaitsOrganizer('AWAITING_ORGANIZER_VALIDATION')).toBe(true);
    expect(awaitsOrganizer('AWAITING_VOLUNTEER_VALIDATION')).toBe(false);
  });

  it('enables bulk reject only when every selected registration is pending', () => {
    expect(bulkActions([])).toEqual({ accept: false, reject: false });
    expect(bulkActions(['AWAITING_ORGANIZER_VALIDATION', 'AWAITING_VOLUNTEER_VALIDATION'])).toEqual({ accept: true, reject: true });
    expect(bulkActions(['AWAITING_ORGANIZER_VALIDATION', 'ACCEPTED'])).toEqual({ accept: true, reject: false });
    expect(bulkActions(['ACCEPTED'])).toEqual({ accept: false, reject: false });
  });

  it('sends only the filters in use', () => {
    expect(filterVariables(EMPTY_FILTER)).toEqual({ kind: 'ALL' });
    expect(isFiltered(EMPTY_FILTER)).toBe(false);
    const state = { kind: 'GROUP' as const, statuses: ['ACCEPTED' as const], positionId: '4', day: '2030-07-02', search: '  anna ' };
    expect(filterVariables(state)).toEqual({ kind: 'GROUP', statuses: ['ACCEPTED'], positionId: '4', day: '2030-07-02', search: 'anna' });
    expect(isFiltered({ ...EMPTY_FILTER, search: 'x' })).toBe(true);
  });

  it('lists the event’s local days: 00:30 in Zurich belongs to the next day', () => {
    const days = eventDays(['2030-07-01T06:00:00Z', '2030-07-01T22:30:00Z', '2030-07-01T10:00:00Z'], 'Europe/Zurich');
    expect(days.map((day) => day.value)).toEqual(['2030-07-01', '2030-07-02']);
    expect(days[1].label).toContain('02.07.2030');
  });

  it('writes slot times in the event’s time zone', () => {
    expect(slotTime({ startTime: '2030-07-01T08:00:00Z', endTime: '2030-07-01T10:00:00Z' }, 'Europe/Zurich')).toMatch(/01\.07\.2030 10:00–12:00$/);
    expect(slotTime({ startTime: '2030-07-01T20:00:00Z', endTime: '2030-07-01T23:00:00Z' }, 'Europe/Zurich')).toMatch(/22:00–.*02\.07\.2030 01:00$/);
  });

  it('groups slots by position for the pickers, full ones disabled, the current one left out', () => {
    const positions = [
      { id: 'p1', name: 'Bar', timeSlots: [slot('s2', '2030-07-01T10:00:00Z', '2030-07-01T12:00:00Z', 0), slot('s1', '2030-07-01T08:00:00Z', '2030-07-01T10:00:00Z', 2)] },
      { id: 'p2', name: 'Vide', timeSlots: [] },
    ];
    const groups = slotOptions(positions, 'Europe/Zurich', (s) => `${s.freePlaces} libres`, { disableFull: true, exclude: 's3' });
    expect(groups).toHaveLength(1);
    expect(groups[0].group).toBe('Bar');
    expect(groups[0].items.map((item) => [item.value, item.disabled])).toEqual([
      ['s1', false],
      ['s2', true],
    ]);
    expect(slotOptions(positions, 'Europe/Zurich', () => '', { exclude: 's1' })[0].items.map((i) => i.value)).toEqual(['s2']);
  });

  it('reorders a waiting list one step at a time', () => {
    expect(moveEntry(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b'], 'a', -1)).toEqual(['a', 'b']);
    expect(moveEntry(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
  });

  it('groups waiting-list entries by slot, keeping the server’s order', () => {
    const entries = [{ id: '1', timeSlot: { id: 's1' } }, { id: '2', timeSlot: { id: 's1' } }, { id: '3', timeSlot: { id: 's2' } }];
    expect(groupBySlot(entries).map((g) => [g.slotId, g.entries.map((e) => e.id)])).toEqual([
      ['s1', ['1', '2']],
      ['s2', ['3']],
    ]);
  });
});

describe('groupByEvent', () => {
  it('groups by event in the order of each event’s first row, keeping the rows’ order', () => {
    const rows = [
      { id: '1', eventId: 'b', eventName: 'Marché' },
      { id: '2', eventId: 'a', eventName: 'Fête' },
      { id: '3', eventId: 'b', eventName: 'Marché' },
      { id: '4', eventId: 'a', eventName: 'Fête' },
    ];
    expect(groupByEvent(rows).map((g) => [g.eventId, g.eventName, g.rows.map((r) => r.id)])).toEqual([
      ['b', 'Marché', ['1', '3']],
      ['a', 'Fête', ['2', '4']],
    ]);
    expect(groupByEvent([])).toEqual([]);
  });
});
