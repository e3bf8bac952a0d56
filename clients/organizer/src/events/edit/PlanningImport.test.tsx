import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ImportPlanningDocument } from '../../gql/graphql';
import { organizerMessages } from '../../i18n/messages';
import { PlanningImport, planningFormatOf } from './PlanningImport';

// Toasts come from the screens and from useMutationAction inside @benevo/ui: mocked where they are made.
jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

// 'a,b' in base64: what the component must send, without the data URL prefix.
const FILE_BASE64 = 'YSxi';

const row = (n: number, errors: { field: string; message: string }[] = []) => ({
  __typename: 'ImportRow' as const,
  row: n,
  sector: 'Bar',
  position: 'Service',
  startTime: '2025-06-14T06:00:00.000Z',
  endTime: '2025-06-14T08:00:00.000Z',
  requiredVolunteerCount: 2,
  errors: errors.map((error) => ({ __typename: 'ImportFieldError' as const, ...error })),
});

function answer(dryRun: boolean, rows: ReturnType<typeof row>[], counts = { sectors: 1, positions: 2, slots: 3 }) {
  return {
    request: { query: ImportPlanningDocument, variables: { input: { eventId: '3', fileBase64: FILE_BASE64, format: 'CSV', dryRun } } },
    result: {
      data: {
        importPlanning: {
          __typename: 'ImportPlanningResult' as const,
          dryRun,
          createdSectors: counts.sectors,
          createdPositions: counts.positions,
          createdTimeSlots: counts.slots,
          rows,
        },
      },
    },
  };
}

function choose(name = 'planning.csv') {
  fireEvent.change(screen.getByLabelText(/Fichier du planning/), {
    target: { files: [new File(['a,b'], name, { type: 'text/csv' })] },
  });
}

describe('planning import', () => {
  beforeEach(() => jest.clearAllMocks());

  it('knows the formats by extension', () => {
    expect(planningFormatOf('Fête.XLSX')).toBe('XLSX');
    expect(planningFormatOf('a.csv')).toBe('CSV');
    expect(planningFormatOf('a.pdf')).toBeNull();
  });

  it('previews the rows, highlights the errors and refuses to import', async () => {
    const onImported = jest.fn();
    renderWithProviders(<PlanningImport eventId="3" timeZone="Europe/Zurich" onImported={onImported} />, {
      messages: organizerMessages,
      mocks: [answer(true, [row(2), row(3, [{ field: 'endTime', message: 'La fin doit être après le début' }])])],
    });
    choose();
    expect(await screen.findByText('Ligne 3 : La fin doit être après le début')).toBeTruthy();
    expect(screen.getByText(/1 ligne contient des erreurs/)).toBeTruthy();
    const invalid = document.querySelectorAll('tr[aria-invalid="true"]');
    expect(invalid).toHaveLength(1);
    expect(invalid[0].textContent).toContain('La fin doit être après le début');
    expect(screen.getByRole('button', { name: 'Importer' }).hasAttribute('disabled')).toBe(true);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('imports after a clean preview, then confirms with a toast', async () => {
    const onImported = jest.fn();
    renderWithProviders(<PlanningImport eventId="3" timeZone="Europe/Zurich" onImported={onImported} />, {
      messages: organizerMessages,
      mocks: [answer(true, [row(2), row(3)]), answer(false, [row(2), row(3)])],
    });
    choose();
    expect(await screen.findByText('1 secteur, 2 missions et 3 tranches seront créés.')).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: '14.06.2025 08:00' })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Importer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Planning importé : 2 missions et 3 tranches créées'));
    expect(onImported).toHaveBeenCalled();
    expect(screen.queryByText('Aperçu de l’import')).toBeNull();
  });

  it('refuses other files before sending anything', async () => {
    renderWithProviders(<PlanningImport eventId="3" timeZone="Europe/Zurich" />, { messages: organizerMessages, mocks: [] });
    choose('planning.pdf');
    expect(await screen.findByText('Choisissez un fichier .xlsx ou .csv')).toBeTruthy();
  });
});
