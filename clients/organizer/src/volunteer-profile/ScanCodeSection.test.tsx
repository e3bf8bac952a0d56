import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RevokeVolunteerScanCodeDocument, VolunteerScanCodeDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { ScanCodeSection } from './ScanCodeSection';

jest.mock('@benevo/ui/src/feedback/toast', () => ({
  ...jest.requireActual('@benevo/ui/src/feedback/toast'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

describe("the volunteer's scan code", () => {
  it('shows the code as a QR and replaces it after a confirmed revocation', async () => {
    const revoke = jest.fn(() => ({ data: { revokeScanCode: 'B7-5-2-Q8W4N2ZP7C' } }));
    renderWithProviders(<ScanCodeSection volunteerId="5" name="Zoé Martin" />, {
      messages: organizerMessages,
      mocks: [
        { request: { query: VolunteerScanCodeDocument, variables: { volunteerId: '5' } }, result: { data: { volunteerScanCode: 'B7-5-1-K7Q2M9XW3A' } } },
        { request: { query: RevokeVolunteerScanCodeDocument, variables: { volunteerId: '5' } }, result: revoke },
      ],
    });
    const section = screen.getByRole('region', { name: 'Badge / code de scan' });
    const qr = await within(section).findByRole('img', { name: 'Code QR de scan de Zoé Martin' });
    expect(qr.getAttribute('data-qr-value')).toBe('B7-5-1-K7Q2M9XW3A');
    expect(within(section).getByTestId('scan-code').textContent).toBe('B7-5-1-K7Q2M9XW3A');

    fireEvent.click(within(section).getByRole('button', { name: 'Révoquer le code' }));
    const confirm = await screen.findByRole('dialog', { name: 'Révoquer le code de scan' });
    expect(within(confirm).getByText(/Les badges déjà imprimés avec l'ancien code ne fonctionneront plus/)).toBeTruthy();
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Révoquer le code' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Nouveau code de scan créé'));
    await waitFor(() => expect(within(section).getByTestId('scan-code').textContent).toBe('B7-5-2-Q8W4N2ZP7C'));
    expect(within(section).getByRole('img', { name: 'Code QR de scan de Zoé Martin' }).getAttribute('data-qr-value')).toBe('B7-5-2-Q8W4N2ZP7C');
  });
});
