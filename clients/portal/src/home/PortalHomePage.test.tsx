import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PortalOrganizationDocument, PortalOrganizationsDocument, RequestPortalLoginDocument } from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import PortalHomePage from './PortalHomePage';

const lacs = { __typename: 'PortalOrganization' as const, id: '4', name: 'Club des Lacs', slug: 'club-des-lacs', logo: null, language: 'fr' };
const lausanne = { __typename: 'PortalOrganization' as const, id: '5', name: 'Lausanne Marathon', slug: 'lausanne-marathon', logo: null, language: 'fr' };

const NEUTRAL = /Si Club des Lacs connaît l'adresse anna@example\.org, un lien de connexion vient d'y être envoyé/;

function renderHome(entry: string, mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/portal', Component: PortalHomePage }], { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: portalMessages, mocks });
  return router;
}

const requestMock = (email: string, result: MockLink.MockedResponse['result'] = { data: { requestPortalLogin: true } }): MockLink.MockedResponse => ({
  request: { query: RequestPortalLoginDocument, variables: { organization: 'club-des-lacs', email, language: 'fr' } },
  result,
});

describe('portal home: ask for a login link', () => {
  it('searches the organization by name, then sends the link and answers neutrally', async () => {
    const request = jest.fn(() => ({ data: { requestPortalLogin: true } }));
    const router = renderHome('/portal', [
      { request: { query: PortalOrganizationsDocument, variables: { search: 'la' } }, result: { data: { portalOrganizations: [lacs, lausanne] } } },
      { request: { query: RequestPortalLoginDocument, variables: { organization: 'club-des-lacs', email: 'anna@example.org', language: 'fr' } }, result: request },
    ]);
    expect(await screen.findByRole('heading', { name: 'Votre espace bénévole' })).toBeTruthy();
    // No e-mail field before an organization is chosen.
    expect(screen.queryByLabelText(/Votre adresse e-mail/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Rechercher votre organisation'), { target: { value: 'la' } });
    const results = await screen.findByRole('list', { name: 'Organisations trouvées' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(results).getByRole('button', { name: 'Club des Lacs' }));

    expect(screen.getByLabelText('Organisation choisie : Club des Lacs')).toBeTruthy();
    expect(router.state.location.search).toBe('?organization=club-des-lacs');
    // The pressed button is gone: the focus goes on to the e-mail field.
    expect(document.activeElement).toBe(screen.getByLabelText(/Votre adresse e-mail/));
    fireEvent.change(screen.getByLabelText(/Votre adresse e-mail/), { target: { value: ' anna@example.org ' } });
    fireEvent.click(screen.getByRole('button', { name: "M'envoyer un lien" }));
    expect(await screen.findByText(NEUTRAL)).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    // Another address: the form again, with the organization kept.
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser une autre adresse' }));
    expect(screen.getByLabelText(/Votre adresse e-mail/)).toBeTruthy();
  });

  it('says when no organization matches', async () => {
    renderHome('/portal', [{ request: { query: PortalOrganizationsDocument, variables: { search: 'zzz' } }, result: { data: { portalOrganizations: [] } } }]);
    fireEvent.change(await screen.findByLabelText('Rechercher votre organisation'), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucune organisation ne correspond à « zzz »')).toBeTruthy();
  });

  it('takes the organization from the link, and lets the volunteer change it', async () => {
    const router = renderHome('/portal?organization=club-des-lacs', [
      { request: { query: PortalOrganizationDocument, variables: { organization: 'club-des-lacs' } }, result: { data: { portalOrganization: lacs } } },
      requestMock('anna@example.org'),
    ]);
    expect(await screen.findByLabelText('Organisation choisie : Club des Lacs')).toBeTruthy();
    expect(screen.queryByLabelText('Rechercher votre organisation')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Votre adresse e-mail/), { target: { value: 'anna@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: "M'envoyer un lien" }));
    expect(await screen.findByText(NEUTRAL)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: "Changer d'organisation" }));
    expect(await screen.findByLabelText('Rechercher votre organisation')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Rechercher votre organisation'));
    expect(router.state.location.search).toBe('');
  });

  it('offers the search when the link names an unknown organization', async () => {
    renderHome('/portal?organization=nope', [
      {
        request: { query: PortalOrganizationDocument, variables: { organization: 'nope' } },
        result: { errors: [new GraphQLError('Organisation introuvable', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', "Cette organisation n'existe pas : cherchez-la par son nom.");
    expect(screen.getByLabelText('Rechercher votre organisation')).toBeTruthy();
  });

  it('checks the address before sending, and shows the server’s refusal (too many attempts)', async () => {
    const request = jest.fn(() => ({ errors: [new GraphQLError('Trop de tentatives, réessayez dans 10 minutes', { extensions: { code: 'TOO_MANY_REQUESTS' } })] }));
    renderHome('/portal?organization=club-des-lacs', [
      { request: { query: PortalOrganizationDocument, variables: { organization: 'club-des-lacs' } }, result: { data: { portalOrganization: lacs } } },
      { request: { query: RequestPortalLoginDocument, variables: { organization: 'club-des-lacs', email: 'anna@example.org', language: 'fr' } }, result: request },
    ]);
    const email = await screen.findByLabelText(/Votre adresse e-mail/);
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: "M'envoyer un lien" }));
    expect(await screen.findByText('Entrez une adresse e-mail valide')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: 'anna@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: "M'envoyer un lien" }));
    expect(await screen.findByText('Trop de tentatives, réessayez dans 10 minutes')).toBeTruthy();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(NEUTRAL)).toBeNull();
  });
});
