import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { toast } from '@benevo/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AddGroupMemberDocument, MyGroupsDocument, RemoveGroupMemberDocument } from '../../gql/graphql';
import { portalMessages } from '../../i18n/messages';
import { GroupsSection } from './GroupsSection';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const slot = (startTime: string, endTime: string) => ({ __typename: 'TimeSlot' as const, id: `s-${startTime}`, startTime, endTime });

function groupParticipation(id: string, nbParticipants: number, groupName: string, validationStatus = 'ACCEPTED') {
  return {
    __typename: 'Participation' as const,
    id,
    eventId: '3',
    eventName: 'Fête du village',
    eventTimeZone: 'Europe/Zurich',
    positionName: 'Cuisine',
    positionDescription: '',
    sectorName: null,
    sectorDescription: null,
    latitude: null,
    longitude: null,
    cancellableUntil: '2031-06-14T10:00:00.000Z',
    nbParticipants,
    groupName,
    validationStatus,
    timeSlot: slot('2031-06-14T10:00:00.000Z', '2031-06-14T12:00:00.000Z'),
  };
}

const member = (id: string, name: string, email: string) => ({ __typename: 'GroupMember' as const, id, name, email });

const booking = {
  __typename: 'GroupBooking' as const,
  id: '40',
  eventId: '3',
  eventName: 'Fête du village',
  eventTimeZone: 'Europe/Zurich',
  positionName: 'Bar',
  positionDescription: 'Service au bar',
  sectorName: 'Nord',
  latitude: 46.1,
  longitude: 7.1,
  startTime: '2031-06-15T16:00:00.000Z',
  endTime: '2031-06-15T18:00:00.000Z',
  groupName: 'FC Lac',
  nbParticipants: 4,
  validationStatus: 'ACCEPTED',
  leaderName: 'Léa Leader',
};

function groupsMock(led: unknown[], bookedForMe: unknown[] = []): MockLink.MockedResponse {
  return {
    request: { query: MyGroupsDocument, variables: { token: 'tok' } },
    result: { data: { myGroups: { __typename: 'MyGroups', led, bookedForMe } } },
  };
}

const render = (mocks: MockLink.MockedResponse[]) => renderWithProviders(<GroupsSection token="tok" />, { messages: portalMessages, mocks });

describe('groups section', () => {
  beforeEach(() => jest.clearAllMocks());

  it('says when there is no group', async () => {
    render([groupsMock([], [])]);
    expect(await screen.findByText('Aucun groupe')).toBeTruthy();
  });

  it('lists the groups I registered with their named people, and what my group leader booked for me (read-only)', async () => {
    const led = [
      { __typename: 'LedGroup', participation: groupParticipation('1', 3, 'Les amis'), members: [member('m1', 'Max Member', 'max@example.org')] },
      // Already over: left out.
      {
        __typename: 'LedGroup',
        participation: { ...groupParticipation('2', 2, 'Passé'), timeSlot: slot('2020-06-14T10:00:00.000Z', '2020-06-14T12:00:00.000Z') },
        members: [],
      },
    ];
    render([groupsMock(led, [booking])]);
    const mine = (await screen.findByRole('heading', { name: "Les groupes que j'ai inscrits" })).parentElement as HTMLElement;
    expect(within(mine).getByText('Les amis · 3 personnes')).toBeTruthy();
    expect(within(mine).getByText('Personnes nommées (1 sur 2)')).toBeTruthy();
    expect(within(mine).getByText('Max Member · max@example.org')).toBeTruthy();
    expect(within(mine).getByText('sam. 14.06.2031, 12:00 – 14:00')).toBeTruthy();
    expect(within(mine).queryByText(/Passé/)).toBeNull();
    const theirs = screen.getByRole('heading', { name: 'Inscrit par mon responsable de groupe' }).parentElement as HTMLElement;
    expect(within(theirs).getByText('Responsable du groupe : Léa Leader')).toBeTruthy();
    expect(within(theirs).getByText('FC Lac · 4 personnes')).toBeTruthy();
    expect(within(theirs).getByRole('link', { name: /OpenStreetMap/ })).toBeTruthy();
    // Read-only: nothing to add or remove there.
    expect(within(theirs).queryAllByRole('button', { name: /Ajouter|Retirer/ })).toHaveLength(0);
  });

  it('names one more person (the shared rules checked before sending), then the group is full', async () => {
    const group = groupParticipation('1', 2, 'Duo');
    const added = member('m9', 'Zoé Zed', 'zoe@example.org');
    render([
      groupsMock([{ __typename: 'LedGroup', participation: group, members: [] }]),
      {
        request: { query: AddGroupMemberDocument, variables: { token: 'tok', participationId: '1', input: { name: 'Zoé Zed', email: 'zoe@example.org' } } },
        result: { data: { addGroupMember: added } },
      },
      groupsMock([{ __typename: 'LedGroup', participation: group, members: [added] }]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une personne au groupe Duo, sam. 14.06.2031, 12:00 – 14:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une personne au groupe' });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'pas-une-adresse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Un nom est obligatoire')).toBeTruthy();
    expect(within(dialog).getByText('Entrez une adresse e-mail valide')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Zoé Zed' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'zoe@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Personne ajoutée au groupe'));
    expect(await screen.findByText('Zoé Zed · zoe@example.org')).toBeTruthy();
    expect(screen.getByText('Toutes les places du groupe sont nommées.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Ajouter une personne/ })).toBeNull();
  });

  it('shows the server’s field error on the form (already in the group)', async () => {
    const group = groupParticipation('1', 3, 'Trio');
    render([
      groupsMock([{ __typename: 'LedGroup', participation: group, members: [] }]),
      {
        request: { query: AddGroupMemberDocument, variables: { token: 'tok', participationId: '1', input: { name: 'Max', email: 'max@example.org' } } },
        result: {
          errors: [
            new GraphQLError('Données invalides', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: ['Cette personne fait déjà partie du groupe'] } },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /^Ajouter une personne/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une personne au groupe' });
    fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Max' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'max@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await within(dialog).findByText('Cette personne fait déjà partie du groupe')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('removes a named person after a confirmation', async () => {
    const group = groupParticipation('1', 3, 'Trio');
    render([
      groupsMock([{ __typename: 'LedGroup', participation: group, members: [member('m1', 'Max Member', 'max@example.org')] }]),
      { request: { query: RemoveGroupMemberDocument, variables: { token: 'tok', id: 'm1' } }, result: { data: { removeGroupMember: true } } },
      groupsMock([{ __typename: 'LedGroup', participation: group, members: [] }]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Max Member du groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer cette personne du groupe ?' });
    expect(within(dialog).getByText(/Max Member \(max@example\.org\) ne verra plus/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Personne retirée du groupe'));
    expect(await screen.findByText("Personne n'est encore nommé.")).toBeTruthy();
  });

  it('says when the groups cannot be read', async () => {
    render([{ request: { query: MyGroupsDocument, variables: { token: 'tok' } }, result: { errors: [new GraphQLError('boom')] } }]);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Vos groupes ne peuvent pas être affichés pour le moment.');
  });
});
