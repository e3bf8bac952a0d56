import { sessionStore, toast } from '@benevo/ui';
import { organizationFixture, userFixture } from '@benevo/ui/jest/fixtures';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ContactSupportDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import ContactPage from './ContactPage';
import SupportPage from './SupportPage';
import { renderMarkdown } from './Markdown';
import { formatDuration, type Video } from './vlog';
import VlogPage, { VlogList } from './VlogPage';
import WhatsNewPage, { releaseNotes } from './WhatsNewPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

function renderPage(element: React.ReactElement, mocks: object[] = [], language = 'fr') {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  const rendered = renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  void rendered.i18n.changeLanguage(language);
  return rendered;
}

beforeEach(() => jest.clearAllMocks());

describe("what's new", () => {
  it('renders the repository changelog, newest first, and tells French readers it is in English', async () => {
    renderPage(<WhatsNewPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouveautés' })).toBeTruthy();
    expect(screen.getByText('Les notes de version sont rédigées en anglais.')).toBeTruthy();
    const notes = screen.getByTestId('release-notes');
    const sections = within(notes).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections[0]).toBe('Unreleased');
    expect(sections).toContain('Foundation — 2026-11-21');
    expect(sections.indexOf('Foundation — 2026-11-21')).toBe(sections.length - 1);
    // The changelog's own title is the page's.
    expect(within(notes).queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('has no English notice for English readers', async () => {
    renderPage(<WhatsNewPage />, [], 'en');
    expect(await screen.findByRole('heading', { level: 1, name: "What's new" })).toBeTruthy();
    expect(screen.queryByText('The release notes are written in English.')).toBeNull();
  });

  it('renders markdown without raw HTML or script links; other sites open in a new tab', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n[x](javascript:alert(1)) [site](https://example.org) [app](/events/new) <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/events/new">app</a>');
    expect(releaseNotes('# Changelog\n\nintro\n\n## Unreleased\n- a')).toBe('## Unreleased\n- a');
  });
});

const VIDEOS: Video[] = [
  { id: 'old', title: { fr: 'Ancienne vidéo' }, url: 'https://videos.example.org/old', durationSeconds: 65, publishedOn: '2026-01-10' },
  {
    id: 'new',
    title: { fr: 'Créer un événement', de: 'Eine Veranstaltung erstellen' },
    description: { fr: 'Pas à pas.' },
    url: 'https://videos.example.org/new',
    durationSeconds: 3723,
    publishedOn: '2026-11-01',
  },
  { id: 'bad', title: { fr: 'Piégée' }, url: 'javascript:alert(1)', durationSeconds: 10, publishedOn: '2026-12-01' },
];

describe('videos', () => {
  it('lists the videos newest first as cards whose links open in a new tab; unsafe addresses are left out', async () => {
    renderPage(<VlogList videos={VIDEOS} />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-video'))).toEqual(['new', 'old']);
    const link = within(cards[0]).getByRole('link', { name: 'Regarder – Créer un événement (nouvel onglet)' });
    expect(link.getAttribute('href')).toBe('https://videos.example.org/new');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(cards[0]).getByText('Durée : 1:02:03')).toBeTruthy();
    expect(within(cards[0]).getByText('Publiée le 01.11.2026')).toBeTruthy();
    expect(screen.queryByText('Piégée')).toBeNull();
  });

  it('shows each title in the reader’s language, in French when it has none', async () => {
    renderPage(<VlogList videos={VIDEOS} />, [], 'de');
    expect(await screen.findByRole('heading', { name: 'Eine Veranstaltung erstellen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ancienne vidéo' })).toBeTruthy();
  });

  it('has an empty state pointing to the tutorials (the shipped list is empty)', async () => {
    renderPage(<VlogPage />);
    expect(await screen.findByRole('heading', { name: 'Aucune vidéo pour le moment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les tutoriels' }).getAttribute('href')).toBe('/infos/doc');
    expect(formatDuration(59)).toBe('0:59');
  });
});

describe('contact form', () => {
  beforeEach(() => sessionStore.setUser(userFixture({ email: 'anne@example.org' })));
  afterEach(() => sessionStore.clear());

  const input = { category: 'bug', subject: 'Planning vide', message: 'Le planning ne montre rien.', replyTo: 'anne@example.org' };

  async function fill() {
    fireEvent.change(await screen.findByLabelText(/^Objet/), { target: { value: input.subject } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: input.message } });
    const combobox = screen.getByRole('combobox', { name: /^Catégorie/ });
    fireEvent.click(combobox);
    const listbox = await waitFor(() => {
      const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: 'Problème', hidden: true }));
  }

  it('prefills the reply-to address with the user’s, sends the message and confirms', async () => {
    const send = jest.fn(() => ({ data: { contactSupport: true } }));
    renderPage(<ContactPage />, [{ request: { query: ContactSupportDocument, variables: { input } }, result: send }]);
    expect(((await screen.findByLabelText(/^Adresse de réponse/)) as HTMLInputElement).value).toBe('anne@example.org');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("Merci ! L'équipe Benevo vous répondra à anne@example.org.")).toBeTruthy();
    expect(send).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Message envoyé : l’équipe Benevo vous répondra par e-mail.');
  });

  it('checks the fields before sending, and shows the server’s field errors on their fields', async () => {
    const refused = {
      request: { query: ContactSupportDocument, variables: { input } },
      result: { errors: [new GraphQLError('Données invalides', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { replyTo: ['Entrez une adresse e-mail valide'] } } })] },
    };
    renderPage(<ContactPage />, [refused]);
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2));
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Entrez une adresse e-mail valide')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('support page', () => {
  afterEach(() => sessionStore.clear());

  it('shows the three tiers of spec 6 with their prices, the organization’s own highlighted', async () => {
    sessionStore.setUser(userFixture({ activeOrganization: organizationFixture({ supportType: 'PLUS' }) }));
    renderPage(<SupportPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Premium' })).toBeTruthy();
    const tiers = [...document.querySelectorAll('section')] as HTMLElement[];
    expect(tiers.map((tier) => within(tier).getByRole('heading', { level: 2 }).textContent)).toEqual(['Standard', 'Plus', 'Premium']);
    expect(tiers.map((tier) => tier.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    const text = tiers.map((tier) => tier.textContent ?? '');
    expect(text[0]).toMatch(/CHF 100 \/ heure/);
    expect(text[0]).toMatch(/7 jours ouvrables/);
    expect(text[0]).toMatch(/15 minutes/);
    expect(text[0]).toMatch(/CHF 300/);
    expect(text[1]).toMatch(/CHF 45 \/ mois/);
    expect(text[1]).toMatch(/2 mois/);
    expect(text[1]).toMatch(/3 jours ouvrables/);
    expect(text[2]).toMatch(/CHF 200 \/ mois/);
    expect(text[2]).toMatch(/12 heures/);
  });
});
