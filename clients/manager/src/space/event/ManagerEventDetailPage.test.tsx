import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ManagerAssignmentsPdfDocument, ManagerCancelSlotsDocument, ManagerEventDocument } from '../../gql/graphql';
import { managerMessages } from '../../i18n/messages';
import { MANAGER_SESSION_KEY } from '../session/manager-session';
import ManagerEventDetailPage from './ManagerEventDetailPage';
import { eventView } from './view-fixture';

const eventMock = (view = eventView()): MockLink.MockedResponse => ({
  request: { query: ManagerEventDocument, variables: { eventId: '7' } },
  result: { data: { managerEvent: view } },
});

function renderEvent(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/manager/events/:eventId', element: <ManagerEventDetailPage /> },
      { path: '/manager/login', element: <p>Formulaire de connexion</p> },
    ],
    { initialEntries: ['/manager/events/7'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: managerMessages, mocks });
  return router;
}

/** The volunteers' names in the assignment tables, in order. */
function shownNames(): string[] {
  return screen.queryAllByRole('row').flatMap((row) => {
    const cells = within(row).queryAllByRole('cell');
    const volunteer = cells.find((cell) => cell.getAttribute('data-label') === 'Bénévole');
    return volunteer ? [volunteer.querySelector('span')?.textContent ?? ''] : [];
  });
}

async function pick(label: string, option: RegExp) {
  const combobox = screen.getByRole('combobox', { name: label });
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no listbox');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    MANAGER_SESSION_KEY,
    JSON.stringify({ token: 'mgr-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'chef@example.org', organizationName: 'FC Vétroz', events: [] }),
  );
});

describe("the manager's event view", () => {
  it('shows the assignments by day and position with contacts, and filters them', async () => {
    renderEvent([eventMock()]);
    expect(await screen.findByRole('heading', { name: 'Fête des vendanges' })).toBeTruthy();
    expect(shownNames()).toEqual(['Anna Keller', 'Léa Favre', 'Nina Berger', 'Luc Martin', 'Paul Rey']);
    expect(screen.getByRole('link', { name: 'anna@example.org' }).getAttribute('href')).toBe('mailto:anna@example.org');
    expect(screen.getAllByRole('link', { name: '+41 79 123 45 67' })[0].getAttribute('href')).toBe('tel:+41791234567');
    expect(screen.getByText('Groupe Les Martin · 3 personnes')).toBeTruthy();
    expect(screen.getAllByText('12:00 – 14:00')).toHaveLength(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'lea' } });
    expect(shownNames()).toEqual(['Léa Favre']);
    expect(screen.getByText('1 affectation')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await pick('Jour', /13\.09\.2031/);
    expect(shownNames()).toEqual(['Luc Martin', 'Paul Rey']);
    await pick('Mission', /^Caisse$/);
    expect(shownNames()).toEqual(['Luc Martin']);

    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await pick('Statut', /À valider par l'organisation/);
    expect(shownNames()).toEqual(['Léa Favre']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'personne' } });
    expect(screen.getByText('Aucune affectation ne correspond aux filtres')).toBeTruthy();
  });

  it('shows the meals of each day with the names', async () => {
    renderEvent([eventMock()]);
    fireEvent.click(await screen.findByRole('tab', { name: /Repas/ }));
    const friday = await screen.findByRole('region', { name: /Repas du .*12\.09\.2031/ });
    expect(within(friday).getByText('Anna Keller (Bar), Léa Favre (Bar)')).toBeTruthy();
    expect(within(friday).getByText('2')).toBeTruthy();
  });

  it('cancels the selected assignments only after the confirmation, then shows the list without them', async () => {
    const cancelled = jest.fn(() => ({ data: { managerCancelSlots: 1 } }));
    const after = eventView();
    after.rows = after.rows.filter((row) => row.participationId !== '101');
    renderEvent([
      eventMock(),
      { request: { query: ManagerCancelSlotsDocument, variables: { eventId: '7', participationIds: ['101'] } }, result: cancelled },
      eventMock(after),
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner Anna Keller, Bar 10:00 – 12:00' }));
    expect(screen.getByText('1 affectation sélectionnée')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler les affectations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler ces affectations ?' });
    expect(within(dialog).getByText(/1 affectation sera annulée au nom du bénévole/)).toBeTruthy();
    // Backing out sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(cancelled).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler les affectations' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Oui, annuler' }));
    expect(await screen.findByText('1 affectation annulée')).toBeTruthy();
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(shownNames()).toEqual(['Léa Favre', 'Nina Berger', 'Luc Martin', 'Paul Rey']);
  });

  it('offers no selection where the organizer does not allow cancelling', async () => {
    renderEvent([eventMock(eventView({ canCancelSlots: false }))]);
    expect(await screen.findByRole('heading', { name: 'Fête des vendanges' })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('downloads the assignments PDF with the filter on screen', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderEvent([
      eventMock(),
      {
        request: {
          query: ManagerAssignmentsPdfDocument,
          variables: { eventId: '7', filter: { days: null, positionIds: null, sectorIds: null, statuses: null, search: 'anna' } },
        },
        result: { data: { managerAssignmentsPdf: { __typename: 'ExportedFile', fileName: 'affectations.pdf', mimeType: 'application/pdf', base64: 'JVBERi0=' } } },
      },
    ]);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'anna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger les affectations (PDF)' }));
    expect(await screen.findByText('affectations.pdf téléchargé')).toBeTruthy();
    expect(saved).toEqual(['affectations.pdf']);
    click.mockRestore();
  });

  it('goes back to the login when the session has ended', async () => {
    const router = renderEvent([
      {
        request: { query: ManagerEventDocument, variables: { eventId: '7' } },
        result: { errors: [new GraphQLError('Session expirée', { extensions: { code: 'UNAUTHENTICATED' } })] },
      },
    ]);
    expect(await screen.findByText('Formulaire de connexion')).toBeTruthy();
    expect(router.state.location.state).toEqual({ expired: true });
    expect(localStorage.getItem(MANAGER_SESSION_KEY)).toBeNull();
  });
});
