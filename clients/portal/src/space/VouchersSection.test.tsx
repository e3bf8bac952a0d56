import type { MockLink } from '@apollo/client/testing';
import { toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ClaimVoucherDocument, MyVouchersDocument } from '../gql/graphql';
import { portalMessages } from '../i18n/messages';
import { VouchersSection } from './VouchersSection';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const writeText = jest.fn(() => Promise.resolve());
Object.assign(navigator, { clipboard: { writeText } });

function pool(id: string, name: string, nbAvailable: number) {
  return { __typename: 'VoucherPool' as const, id, name, nbAvailable };
}

// Midday UTC: the same calendar day in every time zone the tests may run in.
function code(id: string, value: string, poolName: string, claimedAt = '2031-06-20T12:00:00.000Z') {
  return { __typename: 'ClaimedVoucher' as const, id, code: value, poolName, claimedAt };
}

function vouchersMock(allowed: number, codes: ReturnType<typeof code>[], pools: ReturnType<typeof pool>[]): MockLink.MockedResponse {
  return {
    request: { query: MyVouchersDocument, variables: { token: 'tok' } },
    result: { data: { myVouchers: { __typename: 'MyVouchers' as const, allowed, claimed: codes.length, pools, codes } } },
  };
}

const meal = pool('4', 'Repas partenaire', 12);
const drink = pool('5', 'Boisson', 1);

function renderVouchers(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<VouchersSection token="tok" />, { messages: portalMessages, mocks });
}

beforeEach(() => jest.clearAllMocks());

describe('volunteer space: vouchers', () => {
  it('shows the allowance, the pools to claim from and my codes', async () => {
    renderVouchers([vouchersMock(3, [code('9', 'BOISSON-7', 'Boisson')], [meal, drink])]);
    expect(await screen.findByText('Bons obtenus : 1 sur 3')).toBeTruthy();
    const pools = screen.getByRole('heading', { name: 'Bons disponibles' }).parentElement as HTMLElement;
    expect(within(pools).getByText('12 bons disponibles')).toBeTruthy();
    expect(within(pools).getByText('1 bon disponible')).toBeTruthy();
    expect(within(pools).getByRole('button', { name: 'Obtenir un bon « Repas partenaire »' })).toBeTruthy();
    const mine = screen.getByRole('heading', { name: 'Mes codes' }).parentElement as HTMLElement;
    expect(within(mine).getByText('BOISSON-7')).toBeTruthy();
    expect(within(mine).getByText('Obtenu le 20.06.2031')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(mine).getByRole('button', { name: 'Copier le code BOISSON-7' }));
    });
    expect(writeText).toHaveBeenCalledWith('BOISSON-7');
  });

  it('claims a voucher after a confirmation and shows its code', async () => {
    const claimed = code('10', 'REPAS-042', 'Repas partenaire');
    renderVouchers([
      vouchersMock(3, [code('9', 'BOISSON-7', 'Boisson')], [meal, drink]),
      { request: { query: ClaimVoucherDocument, variables: { token: 'tok', poolId: '4' } }, result: { data: { claimVoucher: claimed } } },
      vouchersMock(3, [claimed, code('9', 'BOISSON-7', 'Boisson', '2031-06-19T12:00:00.000Z')], [pool('4', 'Repas partenaire', 11), drink]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Obtenir un bon « Repas partenaire »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Obtenir ce bon ?' });
    expect(within(dialog).getByText('Vous recevrez un code « Repas partenaire ». Il compte dans vos bons : 1 restant ensuite.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Obtenir' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bon obtenu : son code est dans la liste « Mes codes »'));
    expect(await screen.findByText('REPAS-042')).toBeTruthy();
    expect(screen.getByText('Bons obtenus : 2 sur 3')).toBeTruthy();
    expect(screen.getByText('11 bons disponibles')).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog', async () => {
    renderVouchers([
      vouchersMock(3, [], [meal]),
      {
        request: { query: ClaimVoucherDocument, variables: { token: 'tok', poolId: '4' } },
        result: { errors: [new GraphQLError("Il n'y a plus de bon disponible dans ce lot", { extensions: { code: 'CONFLICT' } })] },
      },
      vouchersMock(3, [], []),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Obtenir un bon « Repas partenaire »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Obtenir ce bon ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Obtenir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe("Il n'y a plus de bon disponible dans ce lot");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('offers no claim once the allowance is reached, and says when none is allowed', async () => {
    renderVouchers([vouchersMock(1, [code('9', 'BOISSON-7', 'Boisson')], [meal])]);
    expect(await screen.findByText('Vous avez obtenu tous les bons auxquels vous avez droit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Obtenir/ })).toBeNull();
  });

  it('says when no voucher is allowed and there is no code yet', async () => {
    renderVouchers([vouchersMock(0, [], [meal])]);
    expect(await screen.findByText("Aucun bon ne vous est attribué pour le moment. L'organisation peut vous en accorder.")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aucun code obtenu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Obtenir/ })).toBeNull();
  });

  it('says so when vouchers are off', async () => {
    renderVouchers([
      {
        request: { query: MyVouchersDocument, variables: { token: 'tok' } },
        result: { errors: [new GraphQLError('Les bons ne sont pas activés', { extensions: { code: 'FORBIDDEN' } })] },
      },
    ]);
    expect(await screen.findByText('Les bons ne sont pas activés pour cette organisation.')).toBeTruthy();
  });
});
