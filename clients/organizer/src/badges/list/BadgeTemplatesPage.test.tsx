import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BadgeTemplatesDocument, DeleteBadgeTemplateDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { badgeTemplate } from '../badge-fixtures';
import BadgeTemplatesPage from './BadgeTemplatesPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const TEMPLATES = [badgeTemplate('1', 'Staff 2030', 'CARD'), badgeTemplate('2', 'Grand format', 'A6')];
const listMock = (templates: ReturnType<typeof badgeTemplate>[]) => ({ request: { query: BadgeTemplatesDocument }, result: { data: { badgeTemplates: templates } } });

function renderPage(mocks: object[]) {
  const router = createMemoryRouter(
    [
      { path: '/badges', Component: BadgeTemplatesPage },
      { path: '/badges/:id', element: <p>editor</p> },
    ],
    { initialEntries: ['/badges'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

beforeEach(() => jest.clearAllMocks());

describe('the badge templates', () => {
  it('lists the templates with their format, and deletes one after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { deleteBadgeTemplate: true } }));
    renderPage([listMock(TEMPLATES), { request: { query: DeleteBadgeTemplateDocument, variables: { id: '2' } }, result: remove }]);
    const table = await screen.findByRole('table', { name: 'Modèles de badges' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Staff 2030', 'Carte (85,6 × 54 mm)', '02.06.2030'],
      ['Grand format', 'A6 (105 × 148 mm)', '02.06.2030'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Staff 2030' }).getAttribute('href')).toBe('/badges/1');
    expect(screen.getByRole('link', { name: 'Nouveau modèle' }).getAttribute('href')).toBe('/badges/new');

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Supprimer Grand format' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le modèle' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Modèle de badge supprimé'));
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Grand format' })).toBeNull());
  });

  it('invites to create the first template', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByRole('heading', { name: 'Aucun modèle de badge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouveau modèle' }).getAttribute('href')).toBe('/badges/new');
  });

  it('says badges are off when the server refuses them (FORBIDDEN)', async () => {
    renderPage([{ request: { query: BadgeTemplatesDocument }, result: { errors: [new GraphQLError('Interdit', { extensions: { code: 'FORBIDDEN' } })] } }]);
    expect(await screen.findByText('Les badges ne sont pas activés pour cette organisation')).toBeTruthy();
  });
});
