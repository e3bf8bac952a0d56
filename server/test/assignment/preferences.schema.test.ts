import {
  availabilityRanges,
  displayAvailability,
  eventAvailabilityDays,
  normalizeAvailability,
  registrationSchema,
  type RegistrationField,
} from '@benevo/schema';

/** Issue 18: the pure helpers the auto-assignment's read model and the forms share. */
const iso = (ranges: Array<{ start: number; end: number }> | null) => ranges?.map((r) => [new Date(r.start).toISOString(), new Date(r.end).toISOString()]) ?? null;

describe('availabilityRanges', () => {
  it('null availability means any time', () => {
    expect(availabilityRanges(null, 'Europe/Zurich')).toBeNull();
    expect(availabilityRanges([], 'Europe/Zurich')).toEqual([]);
  });

  it('converts local windows to instants in the time zone, across daylight-saving changes, and merges over midnight', () => {
    expect(
      iso(
        availabilityRanges(
          [
            { day: '2030-07-02', from: '00:00', to: '02:00' },
            { day: '2030-07-01', from: '18:00', to: '24:00' },
            { day: '2030-07-01', from: '08:00', to: '10:00' },
          ],
          'Europe/Zurich',
        ),
      ),
    ).toEqual([
      ['2030-07-01T06:00:00.000Z', '2030-07-01T08:00:00.000Z'],
      ['2030-07-01T16:00:00.000Z', '2030-07-02T00:00:00.000Z'],
    ]);
    // 2030-10-27: Zurich goes back from UTC+2 to UTC+1 at 03:00.
    expect(iso(availabilityRanges([{ day: '2030-10-27', from: '00:00', to: '24:00' }], 'Europe/Zurich'))).toEqual([
      ['2030-10-26T22:00:00.000Z', '2030-10-27T23:00:00.000Z'],
    ]);
    expect(iso(availabilityRanges([{ day: '2030-07-01', from: '09:00', to: '17:00' }], 'America/New_York'))).toEqual([
      ['2030-07-01T13:00:00.000Z', '2030-07-01T21:00:00.000Z'],
    ]);
  });
});

describe('preference helpers', () => {
  it("offers an event's start dates and the dates its nights end on (a day ending at midnight adds none)", () => {
    const days = [
      { startsAt: '2030-07-01T06:00:00.000Z', endsAt: '2030-07-01T21:00:00.000Z' },
      { startsAt: '2030-07-02T16:00:00.000Z', endsAt: '2030-07-02T22:00:00.000Z' },
      { startsAt: '2030-07-04T16:00:00.000Z', endsAt: '2030-07-05T01:00:00.000Z' },
    ];
    expect(eventAvailabilityDays(days, 'Europe/Zurich')).toEqual(['2030-07-01', '2030-07-02', '2030-07-04', '2030-07-05']);
  });

  it('normalizes and displays windows', () => {
    const windows = [
      { day: '2030-07-02', from: '14:00', to: '16:00' },
      { day: '2030-07-01', from: '10:00', to: '12:00' },
      { day: '2030-07-01', from: '12:00', to: '13:00' },
    ];
    expect(normalizeAvailability(windows)).toEqual([
      { day: '2030-07-01', from: '10:00', to: '13:00' },
      { day: '2030-07-02', from: '14:00', to: '16:00' },
    ]);
    expect(displayAvailability(null, 'fr')).toBe("N'importe quand");
    expect(displayAvailability(windows, 'de')).toContain('01.07.2030 10:00–13:00');
  });

  it('registrationSchema checks the preference fields only when the form shows them', async () => {
    const field = (baseAttribute: 'availability' | 'preferred_positions', isRequired: boolean): RegistrationField => ({
      id: baseAttribute,
      type: 'base',
      attributeId: null,
      baseAttribute,
      valueType: 'text',
      label: '',
      description: '',
      isRequired,
      options: [],
      condition: null,
      minChoices: null,
      maxChoices: null,
    });
    const person = { firstName: 'A', lastName: 'B', email: 'a@example.org', emailConfirmation: 'a@example.org', policyAccepted: true, answers: {} };
    const asked = registrationSchema({ fields: [field('availability', false), field('preferred_positions', true)] }, {
      groupRegistration: false,
      groupMaxSize: 1,
      preferences: { days: ['2030-07-01'], positionIds: ['7', '8'] },
    });
    await expect(asked.validate({ ...person, preferredPositionIds: ['9'] }, { abortEarly: false })).rejects.toMatchObject({ errors: ['preferences.unknownPosition'] });
    const valid = await asked.validate({ ...person, availability: null, preferredPositionIds: ['8', '7'] }, { stripUnknown: true });
    expect(valid).toMatchObject({ availability: null, preferredPositionIds: ['8', '7'] });
    const notAsked = registrationSchema({ fields: [] }, { groupRegistration: false, groupMaxSize: 1 });
    const stripped = await notAsked.validate({ ...person, availability: 'nonsense', preferredPositionIds: [1, 1] }, { stripUnknown: true });
    expect(stripped).not.toHaveProperty('availability');
    expect(stripped).not.toHaveProperty('preferredPositionIds');
  });
});
