import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  BadgeAttributesDocument,
  BadgeEventsDocument,
  BadgePdfDocument,
  BadgeTemplateDocument,
  CreateBadgeTemplateDocument,
  DocumentJobDocument,
  GenerateBadgesDocument,
  VolunteerOptionsDocument,
} from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { badgeTemplate } from '../badge-fixtures';
import BadgeEditorPage from './BadgeEditorPage';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const attributesMock = {
  request: { query: BadgeAttributesDocument },
  result: { data: { customAttributes: [{ __typename: 'Attribute' as const, id: '3', name: 'Taille de t-shirt', valueType: 'enum' as const }] } },
};
const eventsMock = {
  request: { query: BadgeEventsDocument },
  result: {
    data: {
      events: [
        { __typename: 'Event' as const, id: '2', displayName: 'Fête du lac', status: 'PUBLISHED' as const },
        { __typename: 'Event' as const, id: '1', displayName: '[ARCHIVE] Fête 2020', status: 'ARCHIVED' as const },
      ],
      volunteerCategories: [{ __typename: 'VolunteerCategory' as const, id: '6', name: 'Staff' }],
    },
  },
};
const STAFF = badgeTemplate('1', 'Staff 2030', 'CARD');
const templateMock = (template: ReturnType<typeof badgeTemplate>) => ({ request: { query: BadgeTemplateDocument, variables: { id: template.id } }, result: { data: { badgeTemplate: template } } });

function job(status: 'PENDING' | 'RUNNING' | 'DONE', progress: number, total: number) {
  return {
    __typename: 'DocumentJob' as const,
    id: '77',
    kind: 'badges',
    status,
    progress,
    total,
    fileName: status === 'DONE' ? 'badges-fete-du-lac.pdf' : null,
    downloadUrl: status === 'DONE' ? '/apis/organizer/v1/documents/77/download/' : null,
    error: null,
    createdAt: '2030-06-02T10:00:00Z',
  };
}

function renderPage(mocks: object[], entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/badges/new', Component: BadgeEditorPage },
      { path: '/badges/:id', Component: BadgeEditorPage },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

async function choose(combobox: HTMLElement, option: string) {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('no listbox');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

describe('the badge editor', () => {
  it('refuses a template without a name, follows the form in the preview and creates the template', async () => {
    const created = { ...badgeTemplate('9', 'Staff 2030', 'A6'), primaryColor: '#e03131', showPhoto: false, showPositions: true, attributeId: '3' };
    const router = renderPage(
      [
        attributesMock,
        {
          request: {
            query: CreateBadgeTemplateDocument,
            variables: {
              input: {
                name: 'Staff 2030',
                size: 'A6',
                logo: '',
                primaryColor: '#e03131',
                textColor: '#ffffff',
                showPhoto: false,
                showCategories: true,
                showPositions: true,
                showQrCode: true,
                attributeId: '3',
              },
            },
          },
          result: { data: { createBadgeTemplate: created } },
        },
        templateMock(created),
        attributesMock,
      ],
      '/badges/new',
    );
    expect(await screen.findByRole('heading', { name: 'Nouveau modèle de badge' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Créer le modèle' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();

    const preview = screen.getByRole('figure', { name: 'Aperçu du badge' });
    expect(preview.getAttribute('data-size')).toBe('CARD');
    expect(within(preview).getByTestId('badge-photo')).toBeTruthy();
    expect(within(preview).queryByTestId('badge-attribute')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'A6 (105 × 148 mm)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Photo du bénévole' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Couleur principale/ }), { target: { value: '#e03131' } });
    await choose(screen.getByRole('combobox', { name: /^Champ personnalisé/ }), 'Taille de t-shirt');

    await waitFor(() => expect(screen.getByRole('figure', { name: 'Aperçu du badge' }).getAttribute('data-size')).toBe('A6'));
    const changed = screen.getByRole('figure', { name: 'Aperçu du badge' });
    expect(changed.style.aspectRatio).toBe('105 / 148');
    expect(within(changed).queryByTestId('badge-photo')).toBeNull();
    expect(within(changed).getByTestId('badge-band').style.background).toBe('rgb(224, 49, 49)');
    expect(within(changed).getByTestId('badge-attribute').textContent).toBe('Taille de t-shirt : réponse');
    expect(within(changed).getByRole('img', { name: 'Code QR de scan du bénévole' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /^Nom du modèle/ }), { target: { value: ' Staff 2030 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer le modèle' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Modèle « Staff 2030 » créé'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/badges/9'));
    // A saved template can be printed.
    expect(await screen.findByRole('button', { name: 'Télécharger un badge' })).toBeTruthy();
  });

  it('generates the badges of an event and shows the progress until the file is ready', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const generate = jest.fn(() => ({ data: { generateBadges: job('PENDING', 0, 0) } }));
    const askedAgain = jest.fn(() => ({ data: { documentJob: job('DONE', 10, 10) } }));
    renderPage(
      [
        templateMock(STAFF),
        attributesMock,
        eventsMock,
        { request: { query: GenerateBadgesDocument, variables: { templateId: '1', eventId: '2', categoryId: '6' } }, result: generate },
        { request: { query: DocumentJobDocument, variables: { id: '77' } }, result: { data: { documentJob: job('RUNNING', 4, 10) } } },
        { request: { query: DocumentJobDocument, variables: { id: '77' } }, result: { data: { documentJob: job('DONE', 10, 10) } } },
        { request: { query: DocumentJobDocument, variables: { id: '77' } }, result: askedAgain },
      ],
      '/badges/1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Générer pour un événement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Générer les badges pour un événement' });
    const event = within(dialog).getByRole('combobox', { name: /^Événement/ });
    fireEvent.click(event);
    const listbox = await waitFor(() => {
      const element = document.getElementById(event.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    // Archived events are not offered.
    await waitFor(() => expect(within(listbox).getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Fête du lac']));
    fireEvent.click(within(listbox).getByRole('option', { name: 'Fête du lac', hidden: true }));
    await choose(within(dialog).getByRole('combobox', { name: 'Catégorie de bénévoles' }), 'Staff');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Générer' }));

    expect(await within(dialog).findByText('4 / 10 badges')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Génération des badges' }).getAttribute('aria-valuenow')).toBe('40');
    await act(() => jest.advanceTimersByTimeAsync(1500));
    const link = await within(dialog).findByRole('link', { name: 'Télécharger badges-fete-du-lac.pdf' });
    expect(link.getAttribute('href')).toBe('/apis/organizer/v1/documents/77/download/');
    expect(within(dialog).getByText('Les badges sont prêts')).toBeTruthy();
    expect(generate).toHaveBeenCalledTimes(1);
    // A finished job is not asked for again.
    await act(() => jest.advanceTimersByTimeAsync(4500));
    expect(askedAgain).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('link', { name: 'Télécharger badges-fete-du-lac.pdf' })).toBeTruthy();
  });

  it("downloads one volunteer's badge", async () => {
    const createObjectURL = jest.fn(() => 'blob:badge');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(
      [
        templateMock(STAFF),
        attributesMock,
        eventsMock,
        {
          request: { query: VolunteerOptionsDocument, variables: { search: null } },
          result: { data: { volunteers: [{ __typename: 'Volunteer' as const, id: '5', firstName: 'Zoé', lastName: 'Martin', email: 'zoe@example.org' }] } },
        },
        {
          request: { query: BadgePdfDocument, variables: { templateId: '1', volunteerId: '5', eventId: null } },
          result: { data: { badgePdf: { __typename: 'ExportedFile' as const, fileName: 'badge-zoe-martin.pdf', mimeType: 'application/pdf', base64: btoa('%PDF-1.4') } } },
        },
      ],
      '/badges/1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger un badge' }));
    const dialog = await screen.findByRole('dialog', { name: "Télécharger le badge d'un bénévole" });
    const download = within(dialog).getByRole('button', { name: 'Télécharger' }) as HTMLButtonElement;
    expect(download.disabled).toBe(true);
    await choose(within(dialog).getByRole('combobox', { name: /^Bénévole/ }), 'Zoé Martin · zoe@example.org');
    await waitFor(() => expect(download.disabled).toBe(false));
    fireEvent.click(download);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Badge badge-zoe-martin.pdf téléchargé'));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
