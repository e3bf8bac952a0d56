import { claimSnapshotFor, dataOf, fieldArguments, loadSnapshot, rememberedToken, resetOfflineStateForTests, saveSnapshot, SNAPSHOT_KEY, tokenOfPath } from './offline-snapshot';

/** A cache holding two volunteers' spaces (two links opened in one tab) and a public search. */
const extracted = {
  ROOT_QUERY: {
    __typename: 'Query',
    'volunteerSpace({"token":"anna-1"})': { __typename: 'VolunteerSpace', firstName: 'Anna', participations: [{ __ref: 'Participation:1' }] },
    'myPoints:{"token":"anna-1"}': { __ref: 'PointsAccount:7' },
    'volunteerSpace({"token":"ben-2"})': { __typename: 'VolunteerSpace', firstName: 'Ben', participations: [{ __ref: 'Participation:2' }] },
    'portalOrganizations({"search":"FC"})': [{ __ref: 'PortalOrganization:5' }],
  },
  'Participation:1': { __typename: 'Participation', id: '1', timeSlot: { __ref: 'TimeSlot:10' } },
  'Participation:2': { __typename: 'Participation', id: '2', timeSlot: { __ref: 'TimeSlot:20' } },
  'TimeSlot:10': { __typename: 'TimeSlot', id: '10' },
  'TimeSlot:20': { __typename: 'TimeSlot', id: '20' },
  'PointsAccount:7': { __typename: 'PointsAccount', id: '7', balance: 40 },
  'PortalOrganization:5': { __typename: 'PortalOrganization', id: '5', name: 'FC Vétroz' },
  ROOT_MUTATION: { __typename: 'Mutation', 'cancelMyParticipation({"id":"2","token":"ben-2"})': { __ref: 'Participation:2' } },
};

beforeEach(() => {
  window.localStorage.clear();
  resetOfflineStateForTests();
});

describe('offline snapshot', () => {
  it("keeps a token's root fields and what they reach, nothing of another token or of public queries", () => {
    const anna = dataOf(extracted, 'anna-1');
    expect(Object.keys(anna).sort()).toEqual(['Participation:1', 'PointsAccount:7', 'ROOT_QUERY', 'TimeSlot:10']);
    expect(Object.keys(anna.ROOT_QUERY).sort()).toEqual(['__typename', 'myPoints:{"token":"anna-1"}', 'volunteerSpace({"token":"anna-1"})']);
    expect(JSON.stringify(anna)).not.toMatch(/Ben|ben-2|Vétroz/);
    // A token that is a prefix of another, or a made-up one, gets nothing.
    expect(Object.keys(dataOf(extracted, 'anna')).sort()).toEqual(['ROOT_QUERY']);
  });

  it('reads the arguments of both field key forms and ignores the rest', () => {
    expect(fieldArguments('volunteerSpace({"token":"a"})')).toEqual({ token: 'a' });
    expect(fieldArguments('myPoints:{"token":"a"}')).toEqual({ token: 'a' });
    expect(fieldArguments('__typename')).toBeNull();
    expect(fieldArguments('broken({"token":)')).toBeNull();
  });

  it("drops another token's data when a space opens, keeps its own", () => {
    saveSnapshot(extracted, 'anna-1', 1000);
    claimSnapshotFor('/portal/t/anna-1/points');
    expect(loadSnapshot('anna-1')?.savedAt).toBe(1000);
    expect(rememberedToken()).toBe('anna-1');
    claimSnapshotFor('/portal'); // the home keeps it (the installed app starts from it)
    expect(rememberedToken()).toBe('anna-1');
    claimSnapshotFor('/portal/t/ben-2');
    expect(window.localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(rememberedToken()).toBeNull();
  });

  it('finds the token of a space URL only', () => {
    expect(tokenOfPath('/portal/t/abc-123')).toBe('abc-123');
    expect(tokenOfPath('/portal/t/abc-123/messages/4')).toBe('abc-123');
    expect(tokenOfPath('/portal/login/xyz')).toBeNull();
    expect(tokenOfPath('/portal')).toBeNull();
  });

  it('keeps the shifts only when the storage is too full for everything, nothing when it refuses all', () => {
    saveSnapshot(extracted, 'ben-2', 500);
    const setItem = Storage.prototype.setItem;
    const limited = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (value.length > 400) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    try {
      expect(() => saveSnapshot(extracted, 'anna-1', 1000)).not.toThrow();
      const kept = loadSnapshot('anna-1');
      expect(Object.keys(kept?.data.ROOT_QUERY ?? {}).sort()).toEqual(['__typename', 'volunteerSpace({"token":"anna-1"})']);
      expect(kept?.data['Participation:1']).toBeDefined();
      expect(kept?.data['PointsAccount:7']).toBeUndefined();

      limited.mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      expect(() => saveSnapshot(extracted, 'anna-1', 2000)).not.toThrow();
      // Never an older snapshot left behind as if it were the last data.
      expect(window.localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    } finally {
      jest.restoreAllMocks();
    }
  });
});
