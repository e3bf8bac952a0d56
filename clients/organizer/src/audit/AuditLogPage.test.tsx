import { sessionStore } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuditLogDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import AuditLogPage, { AUDIT_PAGE_SIZE, dayBoundary } from './AuditLogPage';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { AUDIT_ACTION_NAMES } from './i18n/use-audit-t';

const person = (id: string, name: string, email: string) => ({ __typename: 'AuditPerson' as const, id, name, email });

function entry(id: string, action: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'AuditEntry' as const,
    id,
    organizationId: '7',
    organizationName: 'FC Vétroz',
    action,
    ipAddress: '203.0.113.7',
    createdAt: '2026-11-24T09:30:00.000Z',
    user: person('42', 'Anne Martin', 'anne@example.org'),
    actor: null,
    detail: [],
    ...extra,
  };
}

function page(entries: ReturnType<typeof entry>[], more: { totalCount?: number; hasNextPage?: boolean; endCursor?: string | null } = {}) {
  return {
    auditLog: {
      __typename: 'AuditLogPage' as const,
      totalCount: more.totalCount ?? entries.length,
      hasNextPage: more.hasNextPage ?? false,
      endCursor: more.endCursor ?? entries[entries.length - 1]?.id ?? null,
      entries,
    },
  };
}

const base = { organizationId: '7', action: null, from: null, to: null, first: AUDIT_PAGE_SIZE, after: null };
const mock = (variables: Record<string, unknown>, data: ReturnType<typeof page>) => ({ request: { query: AuditLogDocument, variables: { ...base, ...variables } }, result: { data } });

function renderPage(mocks: object[], user = userFixture({ activeOrganization: organizationFixture({ id: '7' }) })) {
  sessionStore.setUser(user);
  const router = createMemoryRouter([{ path: '/audit-log', Component: AuditLogPage }], { initialEntries: ['/audit-log'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
}

afterEach(() => sessionStore.clear());

describe('security log', () => {
  it('lists when, what, who (and by whom), details and address, with translated actions', async () => {
    renderPage([
      mock({}, page([
        entry('3', 'organization.flagsChanged', { user: null, actor: person('9', '', 'staff@benevo.local'), detail: [{ __typename: 'AuditDetail', key: 'enableShop', value: 'true' }] }),
        entry('2', 'apiToken.created'),
        entry('1', 'drop.table'),
      ])),
    ]);
    const table = await screen.findByRole('table', { name: 'Événements de sécurité' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells[0]).toEqual(['24.11.2026 10:30:00', 'Fonctions modifiées', '—par staff@benevo.local', 'enableShop: true', '203.0.113.7']);
    expect(cells[1].slice(1, 3)).toEqual(["Jeton d'API créé", 'Anne Martinanne@example.org']);
    // An action the screen does not know yet shows its name rather than nothing.
    expect(cells[2][1]).toBe('drop.table');
    expect(screen.getByText('3 événements · Page 1')).toBeTruthy();
  });

  it('filters by action and dates, and pages with the server’s cursor', async () => {
    const from = dayBoundary('2026-11-01');
    const to = dayBoundary('2026-11-30', true);
    renderPage([
      mock({}, page([entry('9', 'login.succeeded')], { totalCount: 30, hasNextPage: true, endCursor: '9' })),
      mock({ after: '9' }, page([entry('8', 'login.failed')], { totalCount: 30, hasNextPage: false })),
      mock({ action: 'login.failed' }, page([entry('8', 'login.failed')])),
      mock({ action: 'login.failed', from }, page([entry('8', 'login.failed')])),
      mock({ action: 'login.failed', from, to }, page([])),
    ]);
    const table = await screen.findByRole('table', { name: 'Événements de sécurité' });
    expect(within(table).getByText('Connexion réussie')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('30 événements · Page 2')).toBeTruthy();
    // The page number changes at once; the rows when the second page has come.
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Événements de sécurité' })).getByText('Échec de connexion')).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Page suivante' }) as HTMLButtonElement).disabled).toBe(true);

    const combobox = screen.getByRole('combobox', { name: 'Action' });
    fireEvent.click(combobox);
    const listbox = await waitFor(() => {
      const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Échec de connexion', hidden: true }));
    await waitFor(() => expect(screen.getByText('1 événement · Page 1')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-11-30' } });
    expect(await screen.findByRole('heading', { name: 'Aucun événement' })).toBeTruthy();
    expect(from).toBe('2026-10-31T23:00:00.000Z');
    expect(to).toBe('2026-11-30T23:00:00.000Z');
  });

  it('lets staff read every organization, with the organization column', async () => {
    const staff = userFixture({ isStaff: true, activeOrganization: organizationFixture({ id: '7' }) });
    renderPage(
      [
        mock({}, page([entry('2', 'login.succeeded')])),
        mock({ organizationId: null }, page([entry('5', 'staff.switchedIn', { organizationName: 'Autre club' }), entry('4', 'login.failed', { organizationId: null, organizationName: null, user: null })])),
      ],
      staff,
    );
    expect(await screen.findByRole('table', { name: 'Événements de sécurité' })).toBeTruthy();
    fireEvent.click(screen.getByText('Toutes (super admin)'));
    const table = await screen.findByRole('table', { name: 'Événements de sécurité' });
    await waitFor(() => expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toContain('Organisation'));
    expect(await within(table).findByText('Autre club')).toBeTruthy();
  });

  it('hides the scope switch from members', async () => {
    renderPage([mock({}, page([]))]);
    expect(await screen.findByRole('heading', { name: 'Aucun événement' })).toBeTruthy();
    expect(screen.queryByText('Toutes (super admin)')).toBeNull();
  });

  it('has a label for every action in every language', () => {
    const names = (texts: typeof fr.actions) => Object.entries(texts).flatMap(([group, labels]) => Object.keys(labels).map((name) => `${group}.${name}`));
    expect(names(de.actions)).toEqual(AUDIT_ACTION_NAMES);
    expect(names(en.actions)).toEqual(AUDIT_ACTION_NAMES);
  });
});
