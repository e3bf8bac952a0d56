import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventOverviewLinkDocument, RotateOverviewSecretDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { OverviewLink } from './OverviewLink';

const linkMock = {
  request: { query: EventOverviewLinkDocument, variables: { id: '2' } },
  result: { data: { event: { __typename: 'Event' as const, id: '2', uuid: '6f1c2d3e-aaaa-bbbb-cccc-000000000002', overviewSecret: 'old-secret' } } },
};

describe('the public manager view link', () => {
  it('shows the link, and replaces it only after the organizer confirms that the old one stops working', async () => {
    const rotate = jest.fn(() => ({ data: { rotateOverviewSecret: 'new-secret' } }));
    renderWithProviders(<OverviewLink eventId="2" />, {
      messages: organizerMessages,
      mocks: [linkMock, { request: { query: RotateOverviewSecretDocument, variables: { eventId: '2' } }, result: rotate }] as never,
    });
    const field = (await screen.findByRole('textbox', { name: 'Lien de la vue publique' })) as HTMLInputElement;
    expect(field.value).toBe('http://localhost/manager/6f1c2d3e-aaaa-bbbb-cccc-000000000002/old-secret');

    fireEvent.click(screen.getByRole('button', { name: 'Nouveau lien' }));
    const confirm = await screen.findByRole('dialog', { name: 'Créer un nouveau lien' });
    expect(within(confirm).getByText(/L'ancien lien ne fonctionnera plus/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rotate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Nouveau lien' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Créer un nouveau lien' })).getByRole('button', { name: 'Créer le nouveau lien' }));
    expect(await screen.findByText('Nouveau lien créé ; l’ancien ne fonctionne plus')).toBeTruthy();
    expect(rotate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(field.value).toBe('http://localhost/manager/6f1c2d3e-aaaa-bbbb-cccc-000000000002/new-secret'));
  });
});
