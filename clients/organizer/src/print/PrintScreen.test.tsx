import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PrintDocumentDocument, PrintEventsDocument, PrintJobDocument, PrintPreviewDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import PlanningsPrintPage from './PlanningsPrintPage';
import { printEventsMock, printPositionsMock } from './print-fixtures';
import TshirtsPrintPage from './TshirtsPrintPage';

function renderPage(mocks: object[], entry = '/action/print?event=2') {
  const router = createMemoryRouter(
    [
      { path: '/action/print', Component: PlanningsPrintPage },
      { path: '/action/print-tshirts', Component: TshirtsPrintPage },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

function job(status: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED', progress: number, total: number) {
  return {
    __typename: 'DocumentJob' as const,
    id: '90',
    status,
    progress,
    total,
    fileName: status === 'DONE' ? 'planning-fete-du-lac.pdf' : null,
    downloadUrl: status === 'DONE' ? '/apis/organizer/v1/documents/90/download/' : null,
    error: null,
  };
}

const PDF = { __typename: 'ExportedFile' as const, fileName: 'apercu.pdf', mimeType: 'application/pdf', base64: btoa('%PDF-1.7 preview') };

beforeEach(() => {
  // jsdom has no object URLs; the preview needs one for the PDF it shows.
  Object.defineProperty(URL, 'createObjectURL', { value: jest.fn(() => 'blob:http://localhost/preview-1'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
});

describe('the print screens', () => {
  it('opens on the coming event with its days, positions and layouts, and links the five print screens', async () => {
    const router = renderPage([printEventsMock, printPositionsMock], '/action/print');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impression des plannings' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?event=2'));
    const nav = screen.getByRole('navigation', { name: 'Documents à imprimer' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Plannings' }).getAttribute('href')).toBe('/action/print?event=2'));
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Plannings', '/action/print?event=2'],
      ['Par bénévole', '/action/print-ppb?event=2'],
      ['Bons', '/action/print-bon?event=2'],
      ['T-shirts', '/action/print-tshirts?event=2'],
      ['Repas', '/action/print-meals?event=2'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Plannings' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findAllByRole('checkbox', { name: /0[12]\.07\.2030/ })).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Une page par mission' })).toHaveProperty('checked', true);
    expect(screen.getByText('Choisissez vos filtres, puis affichez un aperçu de la première page.')).toBeTruthy();
  });

  it('previews the first page with the chosen filters, with a link for browsers that cannot show a PDF', async () => {
    const preview = jest.fn(() => ({ data: { printPreview: PDF } }));
    renderPage([
      printEventsMock,
      printPositionsMock,
      { request: { query: PrintPreviewDocument, variables: { kind: 'PLANNING', filter: { eventId: '2', days: ['2030-07-02'], layout: 'compact' } } }, result: preview },
    ]);
    fireEvent.click((await screen.findAllByRole('checkbox', { name: /02\.07\.2030/ }))[0]);
    fireEvent.click(screen.getByRole('radio', { name: 'Compacte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu de la première page' }));
    const pdf = await screen.findByLabelText('Aperçu de la première page (PDF)');
    expect(pdf.tagName).toBe('OBJECT');
    expect(pdf.getAttribute('data')).toBe('blob:http://localhost/preview-1');
    expect(pdf.getAttribute('type')).toBe('application/pdf');
    const links = screen.getAllByRole('link', { name: "Ouvrir l'aperçu (PDF)" });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['blob:http://localhost/preview-1', 'blob:http://localhost/preview-1']);
    expect(preview).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: "Actualiser l'aperçu" })).toBeTruthy();
  });

  it('generates the PDF in the background, shows its progress, then the download link', async () => {
    renderPage([
      printEventsMock,
      printPositionsMock,
      { request: { query: PrintDocumentDocument, variables: { kind: 'PLANNING', filter: { eventId: '2', layout: 'page_per_position' } } }, result: { data: { printDocument: job('PENDING', 0, 0) } } },
      { request: { query: PrintJobDocument, variables: { id: '90' } }, result: { data: { documentJob: job('RUNNING', 3, 10) } } },
      { request: { query: PrintJobDocument, variables: { id: '90' } }, result: { data: { documentJob: job('DONE', 10, 10) } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Générer le PDF' }));
    const progress = await screen.findByRole('progressbar', { name: 'Génération du PDF' });
    await waitFor(() => expect(screen.getByText('3 / 10')).toBeTruthy());
    expect(progress.getAttribute('aria-valuenow')).toBe('30');
    // One generation at a time: the button waits for this one.
    expect(screen.getByRole('button', { name: 'Générer à nouveau' })).toHaveProperty('disabled', true);
    const download = await screen.findByRole('link', { name: 'Télécharger planning-fete-du-lac.pdf' }, { timeout: 4000 });
    expect(download.getAttribute('href')).toBe('/apis/organizer/v1/documents/90/download/');
    expect(screen.getByText('Le PDF est prêt')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Générer à nouveau' })).toHaveProperty('disabled', false);
  });

  it("shows the server's message when the t-shirt option is off", async () => {
    renderPage(
      [
        printEventsMock,
        printPositionsMock,
        {
          request: { query: PrintPreviewDocument, variables: { kind: 'TSHIRTS', filter: { eventId: '2' } } },
          result: { errors: [new GraphQLError("L'option t-shirt n'est pas activée pour cet événement", { extensions: { code: 'CONFLICT' } })] },
        },
      ],
      '/action/print-tshirts?event=2',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste des t-shirts' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Compacte' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Aperçu de la première page' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("L'option t-shirt n'est pas activée pour cet événement");
    expect(screen.queryByLabelText('Aperçu de la première page (PDF)')).toBeNull();
  });

  it('says when the organization has no event yet', async () => {
    renderPage([{ request: { query: PrintEventsDocument }, result: { data: { events: [], volunteerCategories: [] } } }], '/action/print');
    expect(await screen.findByRole('heading', { name: 'Aucun événement' })).toBeTruthy();
  });
});
