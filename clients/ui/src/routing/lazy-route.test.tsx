import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../jest/render-with-providers';
import { lazyRoute, preloadMatchedRoutes } from './lazy-route';

describe('lazyRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the page once its chunk arrives', async () => {
    const Page = lazyRoute(() => Promise.resolve({ default: () => <p>loaded page</p> }));
    renderWithProviders(<Page />);
    expect(await screen.findByText('loaded page')).toBeTruthy();
  });

  it('offers to reload when the chunk fails to load', async () => {
    const Page = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    renderWithProviders(<Page />);
    expect(await screen.findByText("La page n'a pas pu être chargée")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeTruthy();
  });

  it('gives up on a chunk that does not arrive in time', async () => {
    const Page = lazyRoute(() => new Promise<never>(() => undefined), 50);
    renderWithProviders(<Page />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText("La page n'a pas pu être chargée")).toBeTruthy();
  });

  it('keeps a crash inside a page apart from a loading failure', async () => {
    function Broken(): never {
      throw new Error('render bug');
    }
    const Page = lazyRoute(() => Promise.resolve({ default: Broken }));
    renderWithProviders(<Page />);
    expect(await screen.findByText('Oops, un problème est survenu')).toBeTruthy();
  });

  it('fetches the chunks of the routes an address matches ahead of their render, and only those', async () => {
    const Page = () => <p>Planning</p>;
    const loads: string[] = [];
    const chunk = (name: string) => () => {
      loads.push(name);
      return Promise.resolve({ default: Page });
    };
    const routes = [
      {
        path: '/events',
        Component: lazyRoute(chunk('events')),
        children: [
          { path: ':id/plannig', Component: lazyRoute(chunk('planning')) },
          { path: ':id/registrations', Component: lazyRoute(chunk('registrations')) },
        ],
      },
      { path: '/campaigns', Component: lazyRoute(chunk('campaigns')) },
    ];
    preloadMatchedRoutes(routes, '/events/12/plannig');
    expect(loads).toEqual(['events', 'planning']);
    preloadMatchedRoutes(routes, '/nowhere');
    expect(loads).toEqual(['events', 'planning']);
  });
});
