import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmWaitingListOfferDocument, DeclineWaitingListOfferDocument, WaitingListOfferDocument } from '../gql/graphql';
import { publicMessages } from '../i18n/messages';
import WaitingOfferPage, { offerState } from './WaitingOfferPage';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

const offer = {
  __typename: 'WaitingListOffer' as const,
  status: 'offered',
  expiresAt: '2031-06-13T08:00:00.000Z',
  eventName: 'Fête du village',
  positionName: 'Caisse',
  startTime: '2031-06-14T06:00:00.000Z',
  endTime: '2031-06-14T08:00:00.000Z',
  firstName: 'Anna',
  timeZone: 'Europe/Zurich',
};

function offerMock(value: typeof offer): MockLink.MockedResponse {
  return { request: { query: WaitingListOfferDocument, variables: { token: 'tok' } }, result: { data: { waitingListOffer: value } } };
}

function renderOffer(mocks: MockLink.MockedResponse[]) {
  const router = createMemoryRouter([{ path: '/o/:orgSlug/waiting/:token', Component: WaitingOfferPage }], {
    initialEntries: ['/o/fc-vetroz/waiting/tok'],
  });
  renderWithProviders(<RouterProvider router={router} />, { messages: publicMessages, mocks });
}

describe('waiting-list offer page', () => {
  it('reads the offer state', () => {
    const now = new Date('2031-06-12T00:00:00Z');
    expect(offerState('offered', '2031-06-13T00:00:00Z', now)).toBe('open');
    expect(offerState('offered', '2031-06-11T00:00:00Z', now)).toBe('expired');
    expect(offerState('lapsed', null, now)).toBe('expired');
    expect(offerState('confirmed', null, now)).toBe('confirmed');
    expect(offerState('left', null, now)).toBe('declined');
    expect(offerState('waiting', null, now)).toBe('waiting');
  });

  it('shows the held place and confirms it', async () => {
    renderOffer([
      offerMock(offer),
      {
        request: { query: ConfirmWaitingListOfferDocument, variables: { token: 'tok' } },
        result: { data: { confirmWaitingListOffer: { __typename: 'Participation', id: '91', validationStatus: 'ACCEPTED' } } },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Une place s’est libérée pour vous, Anna !' })).toBeTruthy();
    expect(screen.getByText('sam. 14.06.2031, 08:00 – 10:00')).toBeTruthy();
    expect(screen.getByText('Réservée pour vous jusqu’au ven. 13.06.2031 à 10:00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Je prends la place' }));
    expect(await screen.findByRole('heading', { name: 'Place confirmée' })).toBeTruthy();
  });

  it('asks before declining', async () => {
    renderOffer([offerMock(offer), { request: { query: DeclineWaitingListOfferDocument, variables: { token: 'tok' } }, result: { data: { declineWaitingListOffer: true } } }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Je ne peux plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser cette place ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser la place' }));
    expect(await screen.findByRole('heading', { name: 'Place refusée' })).toBeTruthy();
  });

  it('says when the offer has expired', async () => {
    renderOffer([offerMock({ ...offer, status: 'lapsed' })]);
    expect(await screen.findByRole('heading', { name: 'Cette offre a expiré' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Je prends la place' })).toBeNull();
  });

  it('says when the link is invalid', async () => {
    renderOffer([
      {
        request: { query: WaitingListOfferDocument, variables: { token: 'tok' } },
        result: { errors: [new GraphQLError('Lien invalide', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Ce lien de liste d’attente est invalide' })).toBeTruthy();
  });
});
