import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { organizerMessages } from '../i18n/messages';
import DocArticlePage from './DocArticlePage';
import DocIndexPage from './DocIndexPage';
import { DOC_SLUGS, loadDoc } from './doc/docs';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { fr } from './i18n/fr';

function renderAt(entry: string, language = 'fr') {
  const router = createMemoryRouter(
    [
      { path: '/infos/doc', Component: DocIndexPage },
      { path: '/infos/doc/:slug', Component: DocArticlePage },
      { path: '/events/new', element: <h1>new event screen</h1> },
    ],
    { initialEntries: [entry] },
  );
  const rendered = renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages });
  void rendered.i18n.changeLanguage(language);
  return { router, ...rendered };
}

describe('tutorials', () => {
  it('the index shows one card per tutorial, in reading order, each linking to its page', async () => {
    renderAt('/infos/doc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tutoriels' })).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Premiers pas',
      'Créer un événement',
      'Ouvrir les inscriptions',
      'Écrire aux bénévoles',
      'Tenir le stand de scan',
    ]);
    expect(within(cards[1]).getByRole('link', { name: 'Lire le tutoriel – Créer un événement' }).getAttribute('href')).toBe('/infos/doc/create-event');
  });

  it.each([
    ['fr', fr],
    ['de', de],
    ['en', en],
  ] as const)('every tutorial exists in %s and its title is the index card’s', async (language, texts) => {
    for (const slug of DOC_SLUGS) {
      const page = await loadDoc(slug, language);
      expect({ slug, language: page.language, fallback: page.fallback }).toEqual({ slug, language, fallback: false });
      expect(page.markdown.split('\n')[0]).toBe(`# ${texts.doc.items[slug].title}`);
      // No raw HTML in the sources: the renderer would only show it escaped.
      expect(page.markdown).not.toMatch(/<[a-z]/i);
    }
  });

  it('shows an article in the reader’s language, and its app links navigate inside the app', async () => {
    const { router } = renderAt('/infos/doc/create-event', 'de');
    const article = await screen.findByTestId('doc-article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Eine Veranstaltung erstellen' })).toBeTruthy();
    expect(article.getAttribute('lang')).toBe('de');
    expect(screen.queryByText(/Diese Anleitung gibt es noch nicht/)).toBeNull();
    fireEvent.click(within(article).getByRole('link', { name: 'klicken Sie hier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/new'));
  });

  it('falls back to French when the language lacks a page, and says so', async () => {
    const pages = { fr: { 'scan-stand': async () => ({ default: '# Tenir le stand de scan' }) }, de: {}, en: {} };
    await expect(loadDoc('scan-stand', 'de', pages)).resolves.toEqual({ markdown: '# Tenir le stand de scan', language: 'fr', fallback: true });
    await expect(loadDoc('scan-stand', 'fr-ch', pages)).resolves.toMatchObject({ language: 'fr', fallback: false });
  });

  it('answers an unknown tutorial with a way back to the list', async () => {
    renderAt('/infos/doc/nope');
    expect(await screen.findByRole('heading', { name: "Ce tutoriel n'existe pas" })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Tous les tutoriels/ }).getAttribute('href')).toBe('/infos/doc');
  });
});
