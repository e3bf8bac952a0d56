import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PublicManagerEventDocument } from '../../gql/graphql';
import { managerMessages } from '../../i18n/messages';
import ManagerEventPage from './ManagerEventPage';
import { eventView } from './view-fixture';

function renderAt(entry: string, mocks: MockLink.MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/manager/:eventUUID/:secret', element: <ManagerEventPage /> },
      { path: '/:orgSlug/public_manager/:orgID', element: <ManagerEventPage /> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: managerMessages, mocks });
}

describe('the public manager view', () => {
  it('says the link is invalid when the server refuses the secret', async () => {
    renderAt('/manager/0b6f-uuid/old-secret', [
      {
        request: { query: PublicManagerEventDocument, variables: { eventUuid: '0b6f-uuid', secret: 'old-secret' } },
        result: { errors: [new GraphQLError('Événement introuvable', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeTruthy();
    expect(screen.getByText(/l'organisation l'a peut-être renouvelé/)).toBeTruthy();
  });

  it('says so at once for an organization link without its secret', async () => {
    renderAt('/fc-vetroz/public_manager/0b6f-uuid');
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeTruthy();
  });

  it('shows the assignments read-only, without contacts, downloads or cancelling (uuid and ?s= form)', async () => {
    renderAt('/fc-vetroz/public_manager/0b6f-uuid?s=s3cret', [
      {
        request: { query: PublicManagerEventDocument, variables: { eventUuid: '0b6f-uuid', secret: 's3cret' } },
        result: { data: { publicManagerEvent: eventView({ rows: eventView().rows.map((row) => ({ ...row, email: null, phoneNumber: null })) }) } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Fête des vendanges' })).toBeTruthy();
    expect(screen.getByText('Consultation en lecture seule')).toBeTruthy();
    expect(screen.getByText('Anna Keller')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'E-mail' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Télécharger les affectations (PDF)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Imprimer' })).toBeTruthy();
  });
});
