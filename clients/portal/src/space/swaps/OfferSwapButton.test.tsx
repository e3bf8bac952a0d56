import { formatSlot, toast } from '@benevo/ui';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { type MyParticipationFragment, OfferShiftSwapDocument } from '../../gql/graphql';
import { portalMessages } from '../../i18n/messages';
import { OfferSwapButton, validateOffer } from './OfferSwapButton';
import { mySwapsMock, swap } from './swaps-mocks';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

beforeEach(() => jest.clearAllMocks());

const participation = {
  __typename: 'Participation',
  id: '40',
  eventId: '1',
  eventName: 'Fête du lac',
  eventTimeZone: 'Europe/Zurich',
  positionName: 'Bar',
  sectorName: null,
  nbParticipants: 1,
  groupName: '',
  validationStatus: 'ACCEPTED',
  timeSlot: { __typename: 'TimeSlot', id: '7', startTime: '2030-07-01T08:00:00.000Z', endTime: '2030-07-01T10:00:00.000Z' },
} as unknown as MyParticipationFragment;

const slot = formatSlot('2030-07-01T08:00:00.000Z', '2030-07-01T10:00:00.000Z', 'Europe/Zurich');
const buttonName = `Proposer un échange : Bar, ${slot}`;

describe('offer a swap (shift card)', () => {
  it('shows nothing for a shift the server does not let me offer', async () => {
    const other = { ...participation, id: '41', positionName: 'Cuisine' } as MyParticipationFragment;
    renderWithProviders(
      <>
        <OfferSwapButton token="tok" participation={participation} onDone={jest.fn()} />
        <OfferSwapButton token="tok" participation={other} onDone={jest.fn()} />
      </>,
      { messages: portalMessages, mocks: [mySwapsMock([], [], ['41'])] },
    );
    // The answer came (the other shift shows its button) and this one stays without.
    expect(await screen.findByRole('button', { name: `Proposer un échange : Cuisine, ${slot}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName })).toBeNull();
  });

  it('shows the state of a shift already offered instead of the button', async () => {
    renderWithProviders(<OfferSwapButton token="tok" participation={participation} onDone={jest.fn()} />, {
      messages: portalMessages,
      mocks: [mySwapsMock([swap('2', { mine: true, participationId: '40', status: 'pending_approval' })], [])],
    });
    expect(await screen.findByText('Échange en attente de validation')).toBeTruthy();
    expect(screen.queryByRole('button', { name: buttonName })).toBeNull();
  });

  it("offers the shift to the event's volunteers", async () => {
    const onDone = jest.fn();
    renderWithProviders(<OfferSwapButton token="tok" participation={participation} onDone={onDone} />, {
      messages: portalMessages,
      mocks: [
        mySwapsMock([], [], ['40']),
        {
          request: { query: OfferShiftSwapDocument, variables: { token: 'tok', participationId: '40', targetEmail: null } },
          result: { data: { offerShiftSwap: swap('5', { mine: true }) } },
        },
        mySwapsMock([swap('5', { mine: true })], [], []),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: buttonName }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposer cette tranche horaire' });
    expect(within(dialog).getByRole('radio', { name: "Tous les bénévoles de l'événement" })).toHaveProperty('checked', true);
    expect(within(dialog).queryByLabelText(/E-mail du\/de la collègue/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Tranche horaire proposée à l'échange"));
    expect(onDone).toHaveBeenCalled();
    expect(await screen.findByText("Proposée à l'échange")).toBeTruthy();
  });

  it('offers it to a colleague by e-mail, with the field checked first and the server’s refusal on the field', async () => {
    renderWithProviders(<OfferSwapButton token="tok" participation={participation} onDone={jest.fn()} />, {
      messages: portalMessages,
      mocks: [
        mySwapsMock([], [], ['40']),
        {
          request: { query: OfferShiftSwapDocument, variables: { token: 'tok', participationId: '40', targetEmail: 'nobody@example.org' } },
          result: {
            errors: [
              new GraphQLError('Données invalides', {
                extensions: { code: 'BAD_USER_INPUT', fieldErrors: { targetEmail: ["Aucun bénévole de l'organisation n'a cette adresse e-mail"] } },
              }),
            ],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: buttonName }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposer cette tranche horaire' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Un·e collègue précis·e (e-mail)' }));
    const email = await within(dialog).findByRole('textbox', { name: /E-mail du\/de la collègue/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'pas-une-adresse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    expect(await within(dialog).findByText('Entrez une adresse e-mail valide')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'nobody@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proposer' }));
    expect(await within(dialog).findByText("Aucun bénévole de l'organisation n'a cette adresse e-mail")).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('checks the form with the shared schema', async () => {
    expect(await validateOffer({ to: 'everyone', targetEmail: '' })).toEqual({});
    expect(await validateOffer({ to: 'everyone', targetEmail: 'ignored' })).toEqual({});
    expect(await validateOffer({ to: 'colleague', targetEmail: ' ' })).toEqual({ targetEmail: 'validation.required' });
    expect(await validateOffer({ to: 'colleague', targetEmail: 'x@' })).toEqual({ targetEmail: 'validation.email' });
    expect(await validateOffer({ to: 'colleague', targetEmail: 'carol@example.org' })).toEqual({});
  });
});
