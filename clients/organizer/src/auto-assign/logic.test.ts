import {
  forbidAssignment,
  forNewProposal,
  formatHours,
  groupBySlot,
  groupByVolunteer,
  initialOptions,
  isPinned,
  keptAssignments,
  NO_EDITS,
  pairKey,
  placesOf,
  type Proposed,
  quality,
  removeAssignment,
  toOptionsInput,
  togglePin,
  type Unfilled,
  unforbid,
  unpin,
  validateOptions,
} from './logic';

const proposed = (volunteerId: string, slotId: string, fields: Partial<Proposed> = {}): Proposed => ({
  volunteerId,
  slotId,
  volunteerName: `V${volunteerId}`,
  positionId: '1',
  positionName: 'Bar',
  startTime: '2030-07-06T08:00:00.000Z',
  endTime: '2030-07-06T12:00:00.000Z',
  size: 1,
  preferenceRank: null,
  pinned: false,
  explanation: '',
  ...fields,
});

const unfilled = (slotId: string, fields: Partial<Unfilled> = {}): Unfilled => ({
  slotId,
  positionId: '2',
  positionName: 'Caisse',
  startTime: '2030-07-06T06:00:00.000Z',
  endTime: '2030-07-06T08:00:00.000Z',
  places: 2,
  reason: 'availability',
  message: 'Aucun bénévole disponible',
  ...fields,
});

describe('edits of a proposal', () => {
  const a = proposed('10', '1');
  const b = proposed('11', '1');
  const c = proposed('10', '2', { startTime: '2030-07-06T14:00:00.000Z', endTime: '2030-07-06T16:00:00.000Z' });

  it('removes an assignment from what is applied, and restores it on a new proposal', () => {
    const edits = removeAssignment(NO_EDITS, a);
    expect(keptAssignments([a, b, c], edits)).toEqual([b, c]);
    expect(removeAssignment(edits, a).removed).toEqual(['10:1']);
    expect(keptAssignments([a, b, c], forNewProposal(edits))).toEqual([a, b, c]);
  });

  it('pins and unpins; removing a pinned assignment drops the pin, pinning a removed one brings it back', () => {
    let edits = togglePin(NO_EDITS, a);
    expect(isPinned(edits, a)).toBe(true);
    expect(edits.pinned).toEqual([{ volunteerId: '10', slotId: '1', volunteerName: 'V10', positionName: 'Bar', startTime: a.startTime, endTime: a.endTime }]);
    expect(isPinned(togglePin(edits, a), a)).toBe(false);
    edits = removeAssignment(edits, a);
    expect(isPinned(edits, a)).toBe(false);
    edits = togglePin(edits, a);
    expect(keptAssignments([a, b], edits)).toEqual([a, b]);
    expect(unpin(edits, pairKey(a)).pinned).toEqual([]);
  });

  it('forbids: out of this proposal and of the pins, kept for the next runs until allowed again', () => {
    let edits = togglePin(NO_EDITS, b);
    edits = forbidAssignment(edits, b);
    edits = forbidAssignment(edits, b);
    expect(edits.pinned).toEqual([]);
    expect(edits.forbidden.map(pairKey)).toEqual(['11:1']);
    expect(keptAssignments([a, b], edits)).toEqual([a]);
    expect(forNewProposal(edits).forbidden).toHaveLength(1);
    expect(keptAssignments([a, b], unforbid(edits, '11:1'))).toEqual([a, b]);
  });
});

describe('the proposal grouped', () => {
  it('by slot in time order, with the empty places and their reasons', () => {
    const groups = groupBySlot([proposed('2', '1', { volunteerName: 'Zoé' }), proposed('1', '1', { volunteerName: 'Anne' }), proposed('1', '3', { positionName: 'Accueil' })], [
      unfilled('9'),
      unfilled('1', { positionName: 'Bar', startTime: '2030-07-06T08:00:00.000Z', places: 1 }),
    ]);
    expect(groups.map((group) => group.slotId)).toEqual(['9', '3', '1']);
    expect(groups[0].assignments).toEqual([]);
    expect(groups[0].unfilled[0].message).toBe('Aucun bénévole disponible');
    expect(groups[2].assignments.map((a) => a.volunteerName)).toEqual(['Anne', 'Zoé']);
    expect(groups[2].unfilled.map((u) => u.places)).toEqual([1]);
  });

  it('by volunteer by name, shifts in time order, hours added up', () => {
    const late = proposed('1', '2', { volunteerName: 'Bea', startTime: '2030-07-06T18:00:00.000Z', endTime: '2030-07-06T21:30:00.000Z' });
    const early = proposed('1', '1', { volunteerName: 'Bea' });
    const groups = groupByVolunteer([late, proposed('2', '1', { volunteerName: 'Alain' }), early]);
    expect(groups.map((group) => group.volunteerName)).toEqual(['Alain', 'Bea']);
    expect(groups[1].shifts).toEqual([early, late]);
    expect(groups[1].hours).toBe(7.5);
    expect(formatHours(groups[1].hours, 'fr')).toBe('7,5');
    expect(formatHours(4, 'en')).toBe('4');
  });

  it('counts places with group sizes', () => {
    expect(placesOf([proposed('1', '1', { size: 3 }), proposed('2', '1')])).toBe(4);
  });
});

describe('how close to the optimum', () => {
  it('says optimal, a gap from the bound, or unknown', () => {
    expect(quality({ optimal: true, weightedFilled: 10, bound: 12 })).toEqual({ kind: 'optimal' });
    expect(quality({ optimal: false, weightedFilled: 90, bound: 100 })).toEqual({ kind: 'gap', gap: 10 });
    expect(quality({ optimal: false, weightedFilled: 100, bound: 100 })).toEqual({ kind: 'optimal' });
    expect(quality({ optimal: false, weightedFilled: 5, bound: null })).toEqual({ kind: 'unknown' });
  });
});

describe('the options form', () => {
  it('starts from the shared defaults and sends what the API reads', () => {
    const values = initialOptions(['4', '7']);
    expect(values.priorities).toEqual({ p4: 1, p7: 1 });
    const edits = forbidAssignment(togglePin(NO_EDITS, proposed('10', '1')), proposed('11', '2'));
    const input = toOptionsInput({ ...values, maxHours: '7,5', maxShifts: null, minRestMinutes: '', priorities: { p4: 3, p7: 1 }, method: 'exact' }, edits);
    expect(input).toEqual({
      registered: true,
      campaignIds: [],
      categoryIds: [],
      maxHours: 7.5,
      maxShifts: null,
      minRestMinutes: 0,
      keepGroupsTogether: true,
      respectExisting: true,
      onlyPreferredPositions: false,
      positionPriorities: [{ positionId: '4', priority: 3 }],
      pinned: [{ volunteerId: '10', slotId: '1' }],
      forbidden: [{ volunteerId: '11', slotId: '2' }],
      method: 'exact',
      timeLimitSeconds: 20,
    });
  });

  it('validates with the shared schema and asks for a source of volunteers', async () => {
    const values = initialOptions(['4', '7']);
    expect(await validateOptions(values, 'no source')).toEqual({});
    const errors = await validateOptions({ ...values, registered: false, maxShifts: 0, timeLimitSeconds: 500, priorities: { p4: 11, p7: 1 } }, 'no source');
    expect(errors.registered).toBe('no source');
    expect(errors.maxShifts).toMatch(/^validation\.min/);
    expect(errors.timeLimitSeconds).toMatch(/^validation\.max/);
    expect(errors.priorities).toEqual({ p4: expect.stringMatching(/^validation\.max/) });
    expect(await validateOptions({ ...values, registered: false, categoryIds: ['3'] }, 'no source')).toEqual({});
  });
});
