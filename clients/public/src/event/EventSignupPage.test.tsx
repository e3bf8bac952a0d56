import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PublicEventDocument, SignUpDocument, type SignUpInput } from '../gql/graphql';
import { publicMessages } from '../i18n/messages';
import EventSignupPage from './EventSignupPage';
import { baseField, customField, eventFixture, slot } from './test-fixtures';

jest.mock('@benevo/ui', () => ({
  ...jest.requireActual('@benevo/ui'),
  toast: { success: jest.fn(), error: jest.fn() },
}));

type Event = ReturnType<typeof eventFixture>;

function eventMock(event: Event, passkey: string | null = null): MockLink.MockedResponse {
  return { request: { query: PublicEventDocument, variables: { uuid: 'uuid-3', passkey } }, result: { data: { publicEvent: event } } };
}

function renderPage(mocks: MockLink.MockedResponse[], entry = '/o/fc-vetroz/e-cal/uuid-3') {
  const router = createMemoryRouter(
    [
      { path: '/o/:orgSlug/e-cal/:eventUUID', Component: EventSignupPage },
      { path: '/o/:orgSlug', element: <p>organization</p> },
    ],
    { initialEntries: [entry] },
  );
  renderWithProviders(<RouterProvider router={router} />, { messages: publicMessages, mocks });
  return router;
}

function type(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function pickFirstSlotAndContinue() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Choisir 08:00 – 10:00' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
  await screen.findByRole('heading', { name: 'Vos informations' });
}

function participation(id: string, slotId: string, startTime: string, endTime: string, status = 'ACCEPTED') {
  return {
    __typename: 'Participation',
    id,
    timeSlotId: slotId,
    positionName: 'Caisse',
    nbParticipants: 1,
    validationStatus: status,
    timeSlot: { __typename: 'TimeSlot', id: slotId, startTime, endTime },
  };
}

describe('event sign-up page', () => {
  it('shows the event, its positions by sector and the slots with their free places', async () => {
    renderPage([eventMock(eventFixture())]);
    expect(await screen.findByRole('heading', { name: 'Fête du village' })).toBeTruthy();
    expect(screen.getByText('Venez nous aider !')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Entrées' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Autres missions' })).toBeTruthy();
    // volunteerNameDisplay: names as the server wrote them.
    expect(screen.getByText('Anna M.')).toBeTruthy();
    expect(screen.getByText('3 / 4 libres')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Site de l'événement/ }).getAttribute('href')).toBe('https://fete.example.org');
  });

  it('hides full slots by default and shows them with the toggle, with their waiting list', async () => {
    renderPage([eventMock(eventFixture())]);
    expect(await screen.findByText('1 tranche complète masquée')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /liste d'attente/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Afficher les tranches complètes' }));
    const waiting = await screen.findByRole('checkbox', { name: "M'inscrire sur la liste d'attente : 10:00 – 12:00" });
    expect(screen.getByText('2 personnes en attente')).toBeTruthy();
    fireEvent.click(waiting);
    expect(screen.getByText('1 tranche choisie')).toBeTruthy();
  });

  it('shows full slots at first when the event says so, and keeps positions closed per configuration', async () => {
    renderPage([eventMock(eventFixture({ configuration: { fullSlotsDefaultDisplay: 'show', closePositionByDefault: true, volunteerNameDisplay: 'nothing' } }))]);
    const caisse = await screen.findByRole('button', { name: /Caisse/ });
    expect(caisse.getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByRole('switch', { name: 'Afficher les tranches complètes' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText('Anna M.')).toBeNull();
  });

  it('lists the slots one can take, filtered by day and position', async () => {
    const router = renderPage([eventMock(eventFixture())]);
    fireEvent.click(await screen.findByRole('tab', { name: 'Tranches disponibles' }));
    expect(await screen.findByText('3 tranches avec des places libres')).toBeTruthy();
    expect(router.state.location.search).toBe('?view=list');
    // The full slot of Saturday 10:00 is not offered here.
    expect(screen.getByText('dim. 15.06.2031, 10:00 – 12:00')).toBeTruthy();
    expect(screen.queryByText('sam. 14.06.2031, 10:00 – 12:00')).toBeNull();
    fireEvent.change(screen.getByLabelText('Jour'), { target: { value: 'd1' } });
    expect(await screen.findByText('2 tranches avec des places libres')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mission'), { target: { value: 'p2' } });
    expect(await screen.findByText('Aucune tranche libre pour ces filtres.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Jour'), { target: { value: '' } });
    expect(await screen.findByText('1 tranche avec des places libres')).toBeTruthy();
    const row = screen.getByRole('checkbox', { name: 'Choisir Parking, dim. 15.06.2031, 10:00 – 12:00' });
    fireEvent.click(row);
    expect(screen.getByText('1 tranche choisie')).toBeTruthy();
  });

  it('shows private slots once an access code is given, keeping it in the URL', async () => {
    const unlocked = eventFixture();
    unlocked.positions[1].timeSlots.push(slot('p', 'p2', '2031-06-15T12:00:00.000Z', '2031-06-15T14:00:00.000Z', { isPrivate: true }));
    const router = renderPage([eventMock(eventFixture()), eventMock(unlocked, 'VIP-2031')]);
    await screen.findByRole('heading', { name: 'Fête du village' });
    expect(screen.queryByText('Privée')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "J'ai un code d'accès" }));
    type("Code d'accès", 'VIP-2031');
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Privée')).toBeTruthy();
    expect(router.state.location.search).toBe('?passkey=VIP-2031');
    expect(screen.getByText("Code d'accès : VIP-2031")).toBeTruthy();
  });

  it('says when a code unlocks nothing', async () => {
    renderPage([eventMock(eventFixture(), 'WRONG')], '/o/fc-vetroz/e-cal/uuid-3?passkey=WRONG');
    expect(await screen.findByText('Aucune tranche privée ne correspond à ce code.')).toBeTruthy();
  });

  it('shows slots without a way to sign up while registrations are closed', async () => {
    renderPage([eventMock(eventFixture({ configuration: { enableRegistrations: false } }))]);
    expect(await screen.findByText('Les inscriptions sont fermées')).toBeTruthy();
    expect(screen.getByText('Caisse')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Continuer' })).toBeNull();
  });

  it('validates the form with the spec messages and shows conditional fields', async () => {
    const fields = [
      baseField('1', 'phone', true),
      customField('2', '12', 'T-shirt ?', 'enum', ['Oui', 'Non'], { isRequired: true }),
      customField('3', 'sz', 'Taille', 'enum', ['S', 'M', 'L'], { condition: { __typename: 'FieldCondition', targetAttribute: '12', targetOption: '121' } as never }),
      customField('4', 'av', 'Disponibilités', 'enum_multiple', ['Matin', 'Midi', 'Soir'], { maxChoices: 2 }),
    ];
    renderPage([eventMock(eventFixture({ fields }))]);
    await pickFirstSlotAndContinue();
    expect(screen.queryByText('Taille')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect((await screen.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByText('Vous devez accepter la politique de confidentialité')).toBeTruthy();

    type(/^E-mail/, 'anna@example.org');
    type(/^Confirmation de l'e-mail/, 'anna@example.com');
    type(/^Téléphone/, '12');
    fireEvent.blur(screen.getByLabelText(/^Téléphone/));
    fireEvent.blur(screen.getByLabelText(/^Confirmation de l'e-mail/));
    expect(await screen.findByText('Les adresses e-mail doivent être identiques')).toBeTruthy();
    expect(await screen.findByText('Numéro non valide')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Oui' }));
    expect(await screen.findByText('Taille')).toBeTruthy();
    for (const option of ['Matin', 'Midi', 'Soir']) fireEvent.click(screen.getByRole('checkbox', { name: option }));
    expect(await screen.findByText('Cochez au plus 2 choix')).toBeTruthy();
  });

  it('signs up and confirms the slots taken and the waiting list', async () => {
    const sent: { input?: SignUpInput } = {};
    const signUp: MockLink.MockedResponse = {
      request: {
        query: SignUpDocument,
        variables: (variables: Record<string, unknown>) => {
          sent.input = variables.input as SignUpInput;
          return true;
        },
      },
      result: {
        data: { signUp: [participation('91', 'a', '2031-06-14T06:00:00.000Z', '2031-06-14T08:00:00.000Z', 'AWAITING_ORGANIZER_VALIDATION')] },
      },
    };
    const fields = [baseField('1', 'phone'), customField('2', 'ts', 'T-shirt ?', 'bool')];
    renderPage([eventMock(eventFixture({ fields })), signUp]);
    fireEvent.click(await screen.findByRole('switch', { name: 'Afficher les tranches complètes' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: "M'inscrire sur la liste d'attente : 10:00 – 12:00" }));
    await pickFirstSlotAndContinue();
    expect(screen.getByRole('heading', { name: 'Ma sélection (2 tranches)' })).toBeTruthy();
    expect(screen.getByText("Liste d'attente")).toBeTruthy();

    type(/^Prénom/, 'Anna');
    type(/^Nom/, 'Muster');
    type(/^E-mail/, 'anna@example.org');
    type(/^Confirmation de l'e-mail/, 'anna@example.org');
    type(/^Téléphone/, '079 123 45 67');
    fireEvent.click(screen.getByRole('checkbox', { name: 'T-shirt ?' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mes données/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));

    expect(await screen.findByRole('heading', { name: 'Merci Anna, votre inscription est enregistrée !' })).toBeTruthy();
    expect(screen.getByText("En attente de validation par l'organisation")).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Sur liste d'attente" })).toBeTruthy();
    expect(screen.getByText(/10:00 – 12:00/)).toBeTruthy();
    expect(screen.getByText(/Elle contient votre lien personnel/)).toBeTruthy();
    expect(sent.input).toMatchObject({
      eventUuid: 'uuid-3',
      slotIds: ['b', 'a'],
      firstName: 'Anna',
      phoneNumber: '+41 79 123 45 67',
      joinWaitingList: true,
      policyAccepted: true,
      groupSize: 1,
      answers: [{ attributeId: 'ts', value: 'true' }],
      newSlots: [],
    });
    // Absent optional fields are left out, not sent as null.
    expect(sent.input?.passkey).toBeUndefined();
    expect(sent.input?.address).toBeUndefined();
  });

  it("asks for the days and hours over the event's days and for ranked positions (issue 18), and sends them", async () => {
    const sent: { input?: SignUpInput } = {};
    const signUp: MockLink.MockedResponse = {
      request: {
        query: SignUpDocument,
        variables: (variables: Record<string, unknown>) => {
          sent.input = variables.input as SignUpInput;
          return true;
        },
      },
      result: { data: { signUp: [participation('91', 'a', '2031-06-14T06:00:00.000Z', '2031-06-14T08:00:00.000Z')] } },
    };
    const fields = [baseField('1', 'availability'), baseField('2', 'preferred_positions', true)];
    renderPage([eventMock(eventFixture({ fields })), signUp]);
    await pickFirstSlotAndContinue();
    type(/^Prénom/, 'Anna');
    type(/^Nom/, 'Muster');
    type(/^E-mail/, 'anna@example.org');
    type(/^Confirmation de l'e-mail/, 'anna@example.org');
    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mes données/ }));

    // One switch per day of the event, in its time zone; the positions to rank are the event's.
    const availability = screen.getByRole('group', { name: 'Disponibilités' });
    expect(within(availability).getAllByRole('switch').map((day) => day.closest('label, div')?.textContent ?? '')).toHaveLength(2);
    expect(within(availability).getByRole('switch', { name: /samedi 14\.06\.2031/i })).toBeTruthy();
    const options = within(screen.getByLabelText('1er choix')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choisir…', 'Caisse', 'Parking']);

    // The ranked positions are required by this form: the shared schema's message.
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByText('Choisissez au moins une mission')).toBeTruthy();
    expect(sent.input).toBeUndefined();

    fireEvent.click(within(availability).getByRole('switch', { name: /dimanche 15\.06\.2031/i }));
    type('De, dimanche 15.06.2031', '14:00');
    type('À, dimanche 15.06.2031', '10:00');
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByText("L'heure de fin doit être après l'heure de début")).toBeTruthy();

    type('À, dimanche 15.06.2031', '22:00');
    fireEvent.change(screen.getByLabelText('1er choix'), { target: { value: 'p2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter comme 1er choix' }));
    fireEvent.change(screen.getByLabelText('2e choix'), { target: { value: 'p1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter comme 2e choix' }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByRole('heading', { name: 'Merci Anna, votre inscription est enregistrée !' })).toBeTruthy();
    expect(sent.input).toMatchObject({
      slotIds: ['a'],
      availability: [{ day: '2031-06-15', from: '14:00', to: '22:00' }],
      preferredPositionIds: ['p2', 'p1'],
    });
  });

  it('sends no availability (any time) when an optional availability field is left empty', async () => {
    const sent: { input?: SignUpInput } = {};
    const signUp: MockLink.MockedResponse = {
      request: {
        query: SignUpDocument,
        variables: (variables: Record<string, unknown>) => {
          sent.input = variables.input as SignUpInput;
          return true;
        },
      },
      result: { data: { signUp: [participation('91', 'a', '2031-06-14T06:00:00.000Z', '2031-06-14T08:00:00.000Z')] } },
    };
    renderPage([eventMock(eventFixture({ fields: [baseField('1', 'availability')] })), signUp]);
    await pickFirstSlotAndContinue();
    type(/^Prénom/, 'Anna');
    type(/^Nom/, 'Muster');
    type(/^E-mail/, 'anna@example.org');
    type(/^Confirmation de l'e-mail/, 'anna@example.org');
    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mes données/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByRole('heading', { name: 'Merci Anna, votre inscription est enregistrée !' })).toBeTruthy();
    expect(sent.input?.availability).toBeNull();
    expect(sent.input).not.toHaveProperty('preferredPositionIds');
  });

  it('puts server field errors on the fields shown, and the others above the button', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: SignUpDocument, variables: () => true },
      result: {
        errors: [
          new GraphQLError('Données invalides', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: { email: ['Adresse refusée'], 'answers.ts': ['Réponse refusée'], bornDate: ['Date de naissance refusée'] },
            },
          }),
        ],
      },
    };
    renderPage([eventMock(eventFixture({ fields: [customField('2', 'ts', 'Taille de t-shirt', 'text')] })), refused]);
    await pickFirstSlotAndContinue();
    type(/^Prénom/, 'Anna');
    type(/^Nom/, 'Muster');
    type(/^E-mail/, 'anna@example.org');
    type(/^Confirmation de l'e-mail/, 'anna@example.org');
    type(/^Taille de t-shirt/, 'XXL');
    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mes données/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByText('Adresse refusée')).toBeTruthy();
    expect(screen.getByText('Réponse refusée')).toBeTruthy();
    expect(screen.getByText('Date de naissance refusée')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a full slot conflict and reloads the event', async () => {
    const conflict: MockLink.MockedResponse = {
      request: { query: SignUpDocument, variables: () => true },
      result: { errors: [new GraphQLError('Cette tranche horaire est complète', { extensions: { code: 'CONFLICT' } })] },
    };
    const filled = eventFixture();
    filled.positions[0].timeSlots[0] = { ...filled.positions[0].timeSlots[0], freePlaces: 0 };
    renderPage([eventMock(eventFixture()), conflict, eventMock(filled)]);
    await pickFirstSlotAndContinue();
    type(/^Prénom/, 'Anna');
    type(/^Nom/, 'Muster');
    type(/^E-mail/, 'anna@example.org');
    type(/^Confirmation de l'e-mail/, 'anna@example.org');
    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte que mes données/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider mon inscription' }));
    expect(await screen.findByText('Cette tranche horaire est complète')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/vient d'être complétée et a été retirée de votre sélection/)).toBeTruthy());
  });

  it('lets a visitor propose a slot in a free gap when the event allows it', async () => {
    renderPage([eventMock(eventFixture({ configuration: { allowPublicTimeSlotCreation: true } }))]);
    const buttons = await screen.findAllByRole('button', { name: 'Proposer ma tranche' });
    fireEvent.click(buttons[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Proposer une tranche : Parking' });
    // Parking's only slot is 10:00-12:00 on day 2 (08:00-22:00): 08:00-10:00 and 12:00-22:00 are free.
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    fireEvent.change(within(dialog).getByLabelText(/^Fin/), { target: { value: '08:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à ma sélection' }));
    expect(await within(dialog).findByText('La tranche doit durer au moins 60 minutes')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Fin/), { target: { value: '09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter à ma sélection' }));
    expect(await screen.findByText('1 tranche choisie')).toBeTruthy();
    expect(screen.getByText(/Ma tranche/)).toBeTruthy();
  });
});
