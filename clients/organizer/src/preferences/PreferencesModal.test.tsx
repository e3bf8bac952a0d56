import type { MockLink } from '@apollo/client/testing';
import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  CampaignRankablePositionsDocument,
  SetVolunteerPreferencesDocument,
  type VolunteerPreferencesInput,
  VolunteerPreferencesDocument,
} from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { PreferencesModal, type PreferencesOwner } from './PreferencesModal';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

// Fête du lac, Saturday 12 and Sunday 13 July 2031 in Zurich.
const EVENT_OWNER: PreferencesOwner = {
  kind: 'event',
  eventId: 'e1',
  timeZone: 'Europe/Zurich',
  days: [
    { startsAt: '2031-07-12T06:00:00.000Z', endsAt: '2031-07-12T20:00:00.000Z' },
    { startsAt: '2031-07-13T06:00:00.000Z', endsAt: '2031-07-13T20:00:00.000Z' },
  ],
  positions: [
    { id: 'p1', name: 'Bar' },
    { id: 'p2', name: 'Cuisine' },
  ],
};
const ANNA = { id: 'v1', name: 'Anna Keller' };

function stored(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'VolunteerPreferences' as const,
    id: '7',
    volunteerId: 'v1',
    eventId: 'e1',
    campaignId: null,
    availability: [{ __typename: 'AvailabilityWindow' as const, day: '2031-07-12', from: '10:00', to: '18:00' }],
    preferredPositionIds: ['p2'],
    preferredPositionNames: [],
    updatedAt: '2031-07-01T10:00:00.000Z',
    ...overrides,
  };
}

function loadMock(variables: Record<string, unknown>, preferences: ReturnType<typeof stored> | null): MockLink.MockedResponse {
  return { request: { query: VolunteerPreferencesDocument, variables }, result: { data: { volunteerPreferences: preferences } } };
}

function saveMock(sent: { input?: VolunteerPreferencesInput }, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: {
      query: SetVolunteerPreferencesDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.input = variables.input as VolunteerPreferencesInput;
        return true;
      },
    },
    result,
  };
}

function renderModal(owner: PreferencesOwner, mocks: MockLink.MockedResponse[], onClose = jest.fn()) {
  renderWithProviders(<PreferencesModal owner={owner} volunteer={ANNA} onClose={onClose} />, { messages: organizerMessages, mocks });
  return onClose;
}

beforeEach(() => jest.clearAllMocks());

describe("the organizer's edit of a volunteer's preferences", () => {
  it('shows what the volunteer gave for the event and saves the changes', async () => {
    const sent: { input?: VolunteerPreferencesInput } = {};
    const onClose = renderModal(EVENT_OWNER, [
      loadMock({ volunteerId: 'v1', eventId: 'e1' }, stored()),
      saveMock(sent, { data: { setVolunteerPreferences: stored() } }),
    ]);
    expect(await screen.findByRole('dialog', { name: 'Préférences de Anna Keller' })).toBeTruthy();
    const saturday = await screen.findByRole('switch', { name: /samedi 12\.07\.2031/i });
    expect((saturday as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('De, samedi 12.07.2031') as HTMLSelectElement).value).toBe('10:00');
    expect((screen.getByRole('checkbox', { name: 'Disponible à tout moment' }) as HTMLInputElement).checked).toBe(false);
    const chosen = within(screen.getByRole('list', { name: 'Vos choix, du préféré au moins préféré' })).getAllByRole('listitem');
    expect(chosen.map((item) => item.textContent)).toEqual(['1er choixCuisine']);

    fireEvent.click(screen.getByRole('switch', { name: /dimanche 13\.07\.2031/i }));
    fireEvent.change(screen.getByLabelText('À, dimanche 13.07.2031'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('2e choix'), { target: { value: 'p1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter comme 2e choix' }));
    fireEvent.click(screen.getByRole('button', { name: 'Monter Bar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Préférences enregistrées');
    expect(sent.input).toEqual({
      volunteerId: 'v1',
      eventId: 'e1',
      availability: [
        { day: '2031-07-12', from: '10:00', to: '18:00' },
        { day: '2031-07-13', from: '00:00', to: '12:00' },
      ],
      preferredPositionIds: ['p1', 'p2'],
      preferredPositionNames: [],
    });
  });

  it('says when the volunteer gave nothing (any time) and can set it back to any time', async () => {
    const sent: { input?: VolunteerPreferencesInput } = {};
    const onClose = renderModal(EVENT_OWNER, [
      loadMock({ volunteerId: 'v1', eventId: 'e1' }, null),
      saveMock(sent, { data: { setVolunteerPreferences: stored({ availability: null, preferredPositionIds: [] }) } }),
    ]);
    expect(await screen.findByText(/Le bénévole n'a rien indiqué/)).toBeTruthy();
    const anyTime = screen.getByRole('checkbox', { name: 'Disponible à tout moment' }) as HTMLInputElement;
    expect(anyTime.checked).toBe(true);
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.input).toMatchObject({ availability: null, preferredPositionIds: [] });
  });

  it('checks the hours with the shared rules before sending', async () => {
    const sent: { input?: VolunteerPreferencesInput } = {};
    renderModal(EVENT_OWNER, [loadMock({ volunteerId: 'v1', eventId: 'e1' }, stored()), saveMock(sent, { data: { setVolunteerPreferences: stored() } })]);
    fireEvent.change(await screen.findByLabelText('À, samedi 12.07.2031'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'heure de fin doit être après l'heure de début")).toBeTruthy();
    expect(sent.input).toBeUndefined();
  });

  it("ranks a campaign's position names and puts the server's field errors on the field", async () => {
    const sent: { input?: VolunteerPreferencesInput } = {};
    const onClose = renderModal({ kind: 'campaign', campaignId: 'c5' }, [
      loadMock({ volunteerId: 'v1', campaignId: 'c5' }, stored({ eventId: null, campaignId: 'c5', availability: null, preferredPositionIds: [], preferredPositionNames: ['Bar'] })),
      {
        request: { query: CampaignRankablePositionsDocument, variables: { id: 'c5' } },
        result: { data: { campaign: { __typename: 'Campaign' as const, id: 'c5', rankablePositionNames: ['Bar', 'Caisse', 'Parking'] } } },
      },
      saveMock(sent, {
        errors: [new GraphQLError('Données invalides', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { preferredPositionNames: ['Mission inconnue'] } } })],
      }),
    ]);
    const list = await screen.findByRole('list', { name: 'Vos choix, du préféré au moins préféré' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1er choixBar']);
    expect(within(screen.getByLabelText('2e choix')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choisir…', 'Caisse', 'Parking']);
    // A campaign has no days of its own: rows of dates the organizer adds.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Disponible à tout moment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une date' }));
    fireEvent.change(screen.getByLabelText('Date 1'), { target: { value: '2031-08-02' } });
    fireEvent.change(screen.getByLabelText('2e choix'), { target: { value: 'Parking' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter comme 2e choix' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Mission inconnue')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(sent.input).toEqual({
      volunteerId: 'v1',
      campaignId: 'c5',
      availability: [{ day: '2031-08-02', from: '00:00', to: '24:00' }],
      preferredPositionIds: [],
      preferredPositionNames: ['Bar', 'Parking'],
    });
  });
});
