import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CampaignRegistrationsPerDayDocument, ExportCampaignRegistrationsDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { RegistrationsExportMenu } from './RegistrationsExportMenu';
import { fillDays, RegistrationsPerDayChart } from './RegistrationsPerDayChart';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

// jsdom has no object URLs; the download goes through them.
const createObjectURL = jest.fn((_blob: Blob) => 'blob:export');
const revokeObjectURL = jest.fn();
Object.assign(URL, { createObjectURL, revokeObjectURL });

const CSV = '\uFEFFNom,Prénom\r\nKeller,Anna\r\n';

function exportMock(format: 'XLSX' | 'CSV', result: object) {
  return { request: { query: ExportCampaignRegistrationsDocument, variables: { id: 'c1', format } }, result };
}

function perDay(registrationsPerDay: Array<{ date: string; count: number }>) {
  return {
    request: { query: CampaignRegistrationsPerDayDocument, variables: { id: 'c1' } },
    result: {
      data: {
        campaign: {
          __typename: 'Campaign' as const,
          id: 'c1',
          timeZone: 'Europe/Zurich',
          registrationsPerDay: registrationsPerDay.map((day) => ({ __typename: 'DayCount' as const, ...day })),
        },
      },
    },
  };
}

beforeEach(() => jest.clearAllMocks());

describe('RegistrationsExportMenu', () => {
  it('downloads the CSV the server built, named by the server', async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const base64 = Buffer.from(CSV, 'utf8').toString('base64');
    renderWithProviders(<RegistrationsExportMenu campaignId="c1" />, {
      messages: organizerMessages,
      mocks: [
        exportMock('CSV', {
          data: {
            exportCampaignRegistrations: { __typename: 'ExportedFile', fileName: 'inscriptions-benevoles.csv', mimeType: 'text/csv; charset=utf-8', base64 },
          },
        }),
      ] as never,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter les inscriptions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Fichier inscriptions-benevoles.csv téléchargé'));
    expect(clicked).toEqual([{ href: 'blob:export', download: 'inscriptions-benevoles.csv' }]);
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/csv; charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blob);
    });
    expect(Buffer.from(bytes).toString('utf8')).toBe(CSV);
    click.mockRestore();
  });

  it("shows the server's message when the export fails", async () => {
    const { GraphQLError } = jest.requireActual('graphql');
    renderWithProviders(<RegistrationsExportMenu campaignId="c1" />, {
      messages: organizerMessages,
      mocks: [exportMock('XLSX', { errors: [new GraphQLError("Cette campagne n'existe pas", { extensions: { code: 'NOT_FOUND' } })] })] as never,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter les inscriptions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Cette campagne n'existe pas"));
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('RegistrationsPerDayChart', () => {
  it('summarizes the registrations for screen readers and lists the figures in a table', async () => {
    renderWithProviders(<RegistrationsPerDayChart campaignId="c1" />, {
      messages: organizerMessages,
      mocks: [perDay([{ date: '2031-03-30', count: 1 }, { date: '2031-03-31', count: 4 }, { date: '2031-04-02', count: 2 }])] as never,
    });
    const summary = '7 inscriptions du 30.03.2031 au 02.04.2031, au plus 4 par jour (31.03.2031)';
    expect(await screen.findByRole('img', { name: summary })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inscriptions par jour' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Inscriptions par jour (jours avec au moins une inscription)' });
    const cells = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.filter((row) => row.length > 0)).toEqual([
      ['30.03.2031', '1'],
      ['31.03.2031', '4'],
      ['02.04.2031', '2'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les chiffres' }));
    expect(screen.getByRole('button', { name: 'Masquer les chiffres', expanded: true })).toBeTruthy();
  });

  it('says "on" for a single day', async () => {
    renderWithProviders(<RegistrationsPerDayChart campaignId="c1" />, { messages: organizerMessages, mocks: [perDay([{ date: '2031-03-30', count: 3 }])] as never });
    expect(await screen.findByRole('img', { name: '3 inscriptions le 30.03.2031' })).toBeTruthy();
  });

  it('says so when nobody registered yet', async () => {
    renderWithProviders(<RegistrationsPerDayChart campaignId="c1" />, { messages: organizerMessages, mocks: [perDay([])] as never });
    expect(await screen.findByText('Aucune inscription pour le moment : le graphique se remplira avec les premières.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('fillDays', () => {
  it('adds the days without registrations between the first and the last', () => {
    expect(fillDays([{ date: '2031-04-02', count: 2 }, { date: '2031-03-30', count: 1 }])).toEqual([
      { date: '2031-03-30', count: 1 },
      { date: '2031-03-31', count: 0 },
      { date: '2031-04-01', count: 0 },
      { date: '2031-04-02', count: 2 },
    ]);
    expect(fillDays([])).toEqual([]);
  });
});
