import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { managerMessages } from './i18n/messages';
import { routes } from './routes';

function renderAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, { messages: managerMessages });
  return router;
}

/** The manager space's own client answers from this fake server (the browser's fetch, not our code). */
function answerFetch(body: unknown) {
  const requests: Array<{ headers: Headers; credentials: RequestCredentials | undefined; body: { variables?: unknown } }> = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    requests.push({ headers: new Headers(init?.headers), credentials: init?.credentials, body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  return { requests, spy };
}

afterEach(() => jest.restoreAllMocks());

describe('manager routes', () => {
  it('requires the password on the login form', async () => {
    renderAt('/manager/login');
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'chef@example.org' } });
    fireEvent.change(screen.getByLabelText(/Numéro de l'organisation/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Le mot de passe est obligatoire')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['/manager/0b6f-uuid/s3cret', { eventUuid: '0b6f-uuid', secret: 's3cret' }],
    ['/fc-vetroz/public_manager/0b6f-uuid?s=s3cret', { eventUuid: '0b6f-uuid', secret: 's3cret' }],
  ])('has the public view at %s, asking without cookie nor session', async (entry, variables) => {
    const { requests } = answerFetch({ errors: [{ message: 'Lien invalide', extensions: { code: 'NOT_FOUND' } }] });
    renderAt(entry);
    expect(await screen.findByRole('heading', { name: 'Lien invalide' })).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0].body.variables).toEqual(variables);
    expect(requests[0].credentials).toBe('omit');
    expect(requests[0].headers.get('X-Manager-Token')).toBeNull();
  });

  it('sends the stored manager session in X-Manager-Token', async () => {
    localStorage.setItem(
      'benevo.manager',
      JSON.stringify({ token: 'mgr-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'chef@example.org', organizationName: 'FC Vétroz', events: [] }),
    );
    const { requests } = answerFetch({ data: { managerMe: { __typename: 'ManagerSession', expiresAt: '2099-01-01T00:00:00.000Z', email: 'chef@example.org', organizationName: 'FC Vétroz', events: [] } } });
    renderAt('/manager/events');
    expect(await screen.findByText('Aucun événement ne vous est confié')).toBeTruthy();
    expect(requests[0].headers.get('X-Manager-Token')).toBe('mgr-token');
    expect(requests[0].headers.get('X-Language')).toBe('fr');
    localStorage.clear();
  });

  it('has the set-password page of the invitation link', async () => {
    renderAt('/manager/password?token=abc');
    expect(await screen.findByRole('heading', { name: 'Choisir votre mot de passe' })).toBeTruthy();
  });

  it('has the scan stand at /manager/scan, asking for the secret without a login link', async () => {
    renderAt('/manager/scan');
    expect(await screen.findByLabelText(/Secret de connexion/)).toBeTruthy();
    expect(screen.getByText('Stand de scan')).toBeTruthy();
  });

  it('shows the 404 page elsewhere', async () => {
    renderAt('/manager');
    expect(await screen.findByText('Oops, vous êtes perdu')).toBeTruthy();
  });
});
