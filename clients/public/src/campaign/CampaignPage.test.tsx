import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type CampaignRegistrationInput, PublicCampaignDocument, RegisterForCampaignDocument } from '../gql/graphql';
import { publicMessages } from '../i18n/messages';
import CampaignPage from './CampaignPage';

const campaign = {
  __typename: 'Campaign' as const,
  id: '5',
  token: 'tok-2031',
  name: 'Bénévoles 2031',
  description: 'Rejoignez les bénévoles du club pour la saison 2031.',
  logo: null,
  contactName: 'Anne Martin',
  contactEmail: 'anne@example.org',
  organizationName: 'FC Vétroz',
};

const campaignMock: MockLink.MockedResponse = {
  request: { query: PublicCampaignDocument, variables: { token: 'tok-2031' } },
  result: { data: { publicCampaign: campaign } },
};

function registerMock(result: MockLink.MockedResponse['result'], sent: { input?: CampaignRegistrationInput } = {}): MockLink.MockedResponse {
  return {
    request: {
      query: RegisterForCampaignDocument,
      variables: (variables: Record<string, unknown>) => {
        sent.input = variables.input as CampaignRegistrationInput;
        return true;
      },
    },
    result,
  };
}

function renderPage(mocks: MockLink.MockedResponse[], entry = '/o/fc-vetroz/c/tok-2031') {
  const router = createMemoryRouter(
    [
      { path: '/o/:orgSlug/c/:token', Component: CampaignPage },
      { path: '/o/:orgSlug', element: <p>organization</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: publicMessages, mocks });
  return router;
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillIn(phone = '') {
  await screen.findByRole('heading', { name: 'Je m’inscris à la campagne' });
  type(/^Prénom/, 'Luc');
  type(/^Nom/, 'Favre');
  type(/^E-mail/, 'luc@example.org');
  type(/^Confirmation de l'e-mail/, 'luc@example.org');
  if (phone) type(/^Téléphone/, phone);
  fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mes données soient transmises à FC Vétroz pour l'organisation de cette campagne/ }));
}

describe('campaign page', () => {
  it('shows the campaign, registers and says to check the mailbox', async () => {
    const sent: { input?: CampaignRegistrationInput } = {};
    renderPage([campaignMock, registerMock({ data: { registerForCampaign: true } }, sent)]);
    expect(await screen.findByRole('heading', { name: 'Bénévoles 2031' })).toBeTruthy();
    expect(screen.getByText('Rejoignez les bénévoles du club pour la saison 2031.')).toBeTruthy();
    expect(screen.getByText('Contact : Anne Martin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'anne@example.org' }).getAttribute('href')).toBe('mailto:anne@example.org');

    await fillIn('079 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));

    expect(await screen.findByRole('heading', { name: 'Merci Luc, votre inscription est enregistrée !' })).toBeTruthy();
    expect(screen.getByText('Consultez votre e-mail')).toBeTruthy();
    expect(screen.getByText(/Une confirmation a été envoyée à luc@example.org/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'organisation" }).getAttribute('href')).toBe('/o/fc-vetroz');
    expect(sent.input).toEqual({
      token: 'tok-2031',
      firstName: 'Luc',
      lastName: 'Favre',
      email: 'luc@example.org',
      emailConfirmation: 'luc@example.org',
      phoneNumber: '+41 79 123 45 67',
      policyAccepted: true,
      language: 'fr',
    });
  });

  it('checks the form with the shared rules before sending', async () => {
    renderPage([campaignMock]);
    await screen.findByRole('heading', { name: 'Je m’inscris à la campagne' });
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBe(4);
    expect(screen.getByText('Vous devez accepter la politique de confidentialité')).toBeTruthy();
    type(/^E-mail/, 'luc@example.org');
    type(/^Confirmation de l'e-mail/, 'luc@example.com');
    type(/^Téléphone/, '12');
    expect(await screen.findByText('Les adresses e-mail doivent être identiques')).toBeTruthy();
    expect(await screen.findByText('Numéro non valide')).toBeTruthy();
  });

  it("puts the server's field errors on their fields", async () => {
    const refused = registerMock({
      errors: [
        new GraphQLError('Données invalides', {
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: ['Entrez une adresse e-mail valide'], phoneNumber: ['Numéro non valide'] } },
        }),
      ],
    });
    renderPage([campaignMock, refused]);
    await fillIn('+41 79 123 45 67');
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByText('Entrez une adresse e-mail valide')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Numéro non valide')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Valider mon inscription' })).toBeTruthy();
  });

  it('says clearly when the campaign was closed in the meantime', async () => {
    const closed = registerMock({
      errors: [new GraphQLError('Cette campagne est fermée : elle ne prend plus de nouvelles inscriptions', { extensions: { code: 'CONFLICT' } })],
    });
    renderPage([campaignMock, closed]);
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByText('Cette campagne ne prend plus d’inscriptions')).toBeTruthy();
    expect(screen.getByText('Cette campagne est fermée : elle ne prend plus de nouvelles inscriptions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider mon inscription' })).toBeNull();
  });

  it('shows the not-found state for an unknown or unpublished token', async () => {
    renderPage(
      [
        {
          request: { query: PublicCampaignDocument, variables: { token: 'nope' } },
          result: { errors: [new GraphQLError("Cette campagne n'existe pas", { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
      '/o/fc-vetroz/c/nope',
    );
    expect(await screen.findByRole('heading', { name: "Cette campagne n'existe pas ou n'est plus publiée" })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'organisation" }).getAttribute('href')).toBe('/o/fc-vetroz');
    expect(screen.queryByRole('button', { name: 'Valider mon inscription' })).toBeNull();
  });
});
