import type { MockLink } from '@apollo/client/testing';
import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MyProfileDocument, RequestMyDeletionDocument, UpdateMyProfileDocument } from '../../gql/graphql';
import { portalMessages } from '../../i18n/messages';
import { ProfileSection } from './ProfileSection';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const base = (key: string, baseAttribute: string, isRequired = false, valueType = 'text') => ({
  __typename: 'ProfileField' as const,
  key,
  attributeId: null,
  baseAttribute,
  label: baseAttribute,
  description: '',
  valueType,
  isRequired,
  options: [],
  minChoices: null,
  maxChoices: null,
});

const shirt = {
  __typename: 'ProfileField' as const,
  key: 'attribute-7',
  attributeId: '7',
  baseAttribute: null,
  label: 'Taille de t-shirt',
  description: '',
  valueType: 'enum',
  isRequired: true,
  options: [
    { __typename: 'ProfileFieldOption' as const, id: '70', option: 'S' },
    { __typename: 'ProfileFieldOption' as const, id: '71', option: 'M' },
  ],
  minChoices: null,
  maxChoices: null,
};

const note = { ...shirt, key: 'attribute-8', attributeId: '8', label: 'Remarque', valueType: 'text', isRequired: false, options: [] };

type Request = { __typename: 'MyDeletionRequest'; id: string; status: string; requestedAt: string; decidedAt: string | null; refusalReason: string } | null;

function profile(deletionRequest: Request = null) {
  return {
    __typename: 'MyProfile' as const,
    id: '5',
    organizationName: 'Club du lac',
    email: 'lea@example.org',
    firstName: 'Léa',
    lastName: 'Rochat',
    phoneNumber: '+41 79 123 45 67',
    address: '',
    town: 'Nyon',
    postcode: '',
    country: '',
    bornDate: null,
    language: 'fr',
    fields: [
      base('base-address', 'address'),
      base('base-city', 'city'),
      base('base-postcode', 'postcode'),
      base('base-country', 'country'),
      base('base-phone', 'phone', true),
      base('base-birthdate', 'birthdate', false, 'date'),
      shirt,
      note,
    ],
    answers: [{ __typename: 'ProfileAnswer' as const, attributeId: '7', value: '71' }],
    deletionRequest,
  };
}

const profileMock = (data = profile()): MockLink.MockedResponse => ({
  request: { query: MyProfileDocument, variables: { token: 'tok' } },
  result: { data: { myProfile: data } },
});

function renderProfile(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/portal/t/:token/:section?', element: <ProfileSection token="tok" /> }], {
    initialEntries: ['/portal/t/tok/profile'],
  });
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks });
}

beforeEach(() => jest.clearAllMocks());

describe('volunteer space: profile', () => {
  it('shows my fields with the required ones marked, the e-mail read-only, the downloads and the link rotation', async () => {
    renderProfile([profileMock()]);
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeTruthy();
    const email = screen.getByLabelText('Adresse e-mail') as HTMLInputElement;
    expect(email.value).toBe('lea@example.org');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText(/Prénom/) as HTMLInputElement).value).toBe('Léa');
    expect((screen.getByLabelText(/Téléphone/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/Localité/) as HTMLInputElement).required).toBe(false);
    expect(screen.getByText('Mes réponses')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Télécharger (JSON)' }).getAttribute('href')).toBe('/apis/organizer/v1/volunteers/data-export/?token=tok&format=json');
    expect(screen.getByRole('link', { name: 'Télécharger (page imprimable)' }).getAttribute('href')).toBe(
      '/apis/organizer/v1/volunteers/data-export/?token=tok&format=html',
    );
    expect(screen.getByRole('button', { name: 'Remplacer mon lien' })).toBeTruthy();
  });

  it('saves the changes, answers encoded, after the shared rules pass', async () => {
    const saved = profile();
    const update = jest.fn(() => ({ data: { updateMyProfile: { ...saved, town: 'Morges' } } }));
    renderProfile([
      profileMock(),
      {
        request: {
          query: UpdateMyProfileDocument,
          variables: {
            token: 'tok',
            input: {
              firstName: 'Léa',
              lastName: 'Rochat',
              phoneNumber: '+41 79 123 45 67',
              address: '',
              town: 'Morges',
              postcode: '',
              country: '',
              bornDate: null,
              language: 'fr',
              answers: [
                { attributeId: '7', value: '71' },
                { attributeId: '8', value: 'Végétarienne' },
              ],
            },
          },
        },
        result: update,
      },
    ]);
    const town = (await screen.findByLabelText(/Localité/)) as HTMLInputElement;
    fireEvent.change(town, { target: { value: 'Morges' } });
    fireEvent.change(screen.getByLabelText(/Remarque/), { target: { value: 'Végétarienne' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profil enregistré'));
  });

  it('refuses a required field left empty or a bad phone, and sends nothing', async () => {
    const update = jest.fn(() => ({ data: { updateMyProfile: profile() } }));
    renderProfile([profileMock(), { request: { query: UpdateMyProfileDocument, variables: { token: 'tok' } }, result: update }]);
    const phone = (await screen.findByLabelText(/Téléphone/)) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Corrigez les champs signalés.');
    fireEvent.change(phone, { target: { value: '12' } });
    expect(await screen.findByText('Numéro non valide')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('asks before sending the deletion request, then shows it pending without the button', async () => {
    const pending = { __typename: 'MyDeletionRequest' as const, id: '3', status: 'pending', requestedAt: '2031-06-20T12:00:00.000Z', decidedAt: null, refusalReason: '' };
    const requestDeletion = jest.fn(() => ({ data: { requestMyDeletion: pending } }));
    renderProfile([
      profileMock(),
      { request: { query: RequestMyDeletionDocument, variables: { token: 'tok' } }, result: requestDeletion },
      profileMock(profile(pending)),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Demander la suppression de mes données' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer vos données personnelles ?' });
    expect(requestDeletion).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    });
    await waitFor(() => expect(requestDeletion).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Demande de suppression envoyée le 20.06.2031 : elle attend la confirmation de l’organisation.')).toBeTruthy();
    expect(await screen.findByText('Demande de suppression envoyée')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demander la suppression de mes données' })).toBeNull();
  });

  it('shows a refused request with its reason, and an error when the profile cannot load', async () => {
    const refused = { __typename: 'MyDeletionRequest' as const, id: '3', status: 'refused', requestedAt: '2031-06-20T12:00:00.000Z', decidedAt: null, refusalReason: 'Obligation légale' };
    renderProfile([profileMock(profile(refused))]);
    expect(await screen.findByText('Votre demande du 20.06.2031 a été refusée : Obligation légale')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander la suppression de mes données' })).toBeTruthy();
  });

  it('says so when the link is not valid', async () => {
    renderProfile([
      {
        request: { query: MyProfileDocument, variables: { token: 'tok' } },
        result: { errors: [new GraphQLError("Ce lien n'est pas valide", { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByText(/Ce lien n'est pas valide|Votre profil ne peut pas être affiché/)).toBeTruthy();
  });
});
