import { renderWithProviders } from '@benevo/ui/jest/render-with-providers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CreateMealDocument, DeleteMealDocument, EventMealsDocument, MealCountsDocument } from '../gql/graphql';
import { organizerMessages } from '../i18n/messages';
import { MealsLink } from './MealsLink';
import MealsPage from './MealsPage';

const slot = (id: string, startTime: string, endTime: string) => ({ __typename: 'TimeSlot' as const, id, startTime, endTime });
const EVENT = {
  __typename: 'Event' as const,
  id: '2',
  displayName: 'Fête du lac 2030',
  timeZone: 'Europe/Zurich',
  positions: [
    { __typename: 'Position' as const, id: '31', name: 'Bar', timeSlots: [slot('311', '2030-07-01T08:00:00Z', '2030-07-01T12:00:00Z'), slot('312', '2030-07-01T12:00:00Z', '2030-07-01T16:00:00Z')] },
    { __typename: 'Position' as const, id: '32', name: 'Entrée', timeSlots: [slot('321', '2030-07-02T06:00:00Z', '2030-07-02T10:00:00Z')] },
  ],
};
const meal = (id: string, name: string, positionIds: string[], slotIds: string[]) => ({ __typename: 'Meal' as const, id, eventId: '2', name, order: Number(id), positionIds, slotIds });
const LUNCH = meal('5', 'Dîner', ['31'], []);
const DINNER = meal('6', 'Souper', [], ['321']);

const mealsMock = (meals: ReturnType<typeof meal>[]) => ({ request: { query: EventMealsDocument, variables: { eventId: '2' } }, result: { data: { event: EVENT, meals } } });
const volunteer = (volunteerId: string, name: string, positionName: string) => ({ __typename: 'MealVolunteer' as const, volunteerId, name, positionName });
const count = (day: string, mealId: string, mealName: string, volunteers: ReturnType<typeof volunteer>[]) => ({
  __typename: 'MealCount' as const,
  day,
  mealId,
  mealName,
  count: volunteers.length,
  volunteers,
});
const countsMock = (counts: ReturnType<typeof count>[]) => ({ request: { query: MealCountsDocument, variables: { eventId: '2' } }, result: { data: { mealCounts: counts } } });
const COUNTS = [
  count('2030-07-01', '5', 'Dîner', [volunteer('70', 'Anna Muster', 'Bar'), volunteer('71', 'Léo Favre', 'Bar')]),
  count('2030-07-02', '6', 'Souper', [volunteer('72', 'Zoé Roux', 'Entrée')]),
];

function renderPage(mocks: object[]) {
  const router = createMemoryRouter([{ path: '/events/:eventId/meals', Component: MealsPage }], { initialEntries: ['/events/2/meals'] });
  renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages, mocks: mocks as never });
  return router;
}

function cells(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

describe('the meals page', () => {
  it("lists the event's meals and what grants them, and the count per day with the volunteers", async () => {
    renderPage([mealsMock([LUNCH, DINNER]), countsMock(COUNTS)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Repas · Fête du lac 2030' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'événement" }).getAttribute('href')).toBe('/events/2?tab=actions');
    const meals = screen.getByRole('table', { name: "Repas de l'événement" });
    expect(cells(meals).map((row) => row.slice(0, 2))).toEqual([
      ['Dîner', 'Bar'],
      ['Souper', '1 tranche horaire'],
    ]);
    const counts = await screen.findByRole('table', { name: 'Repas par jour' });
    expect(cells(counts).map((row) => row.slice(1, 3))).toEqual([
      ['Dîner', '2'],
      ['Souper', '1'],
    ]);
    expect(cells(counts)[0][0]).toMatch(/01\.07\.2030/);
    expect(screen.getByText('Total : 3')).toBeTruthy();
    expect(screen.queryByText('Anna Muster')).toBeNull();
    fireEvent.click(within(counts).getAllByRole('button', { name: 'Voir les bénévoles' })[0]);
    expect(screen.getByText('Anna Muster')).toBeTruthy();
    expect(screen.getByText('Léo Favre')).toBeTruthy();
  });

  it('refuses a meal without a name or anything granting it, then creates one', async () => {
    const create = jest.fn(() => ({ data: { createMeal: meal('7', 'Petit-déjeuner', [], ['311']) } }));
    renderPage([
      mealsMock([]),
      countsMock([]),
      { request: { query: CreateMealDocument, variables: { eventId: '2', input: { name: 'Petit-déjeuner', positionIds: [], slotIds: ['311'] } } }, result: create },
      mealsMock([meal('7', 'Petit-déjeuner', [], ['311'])]),
      countsMock([]),
    ]);
    expect(await screen.findByRole('heading', { name: 'Aucun repas' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Aucun repas à compter' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau repas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau repas' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le repas' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(within(dialog).getByText('Choisissez au moins une mission ou une tranche horaire')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Nom/ }), { target: { value: ' Petit-déjeuner ' } });
    const slots = within(dialog).getByRole('combobox', { name: /^Tranches horaires/ });
    fireEvent.click(slots);
    const listbox = await waitFor(() => {
      const element = document.getElementById(slots.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('no listbox');
      return element;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: /^Bar · .*01\.07\.2030 10:00–14:00$/, hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le repas' }));
    expect(await screen.findByText('Repas « Petit-déjeuner » créé')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('cell', { name: 'Petit-déjeuner' })).toBeTruthy();
  });

  it('deletes a meal after confirmation', async () => {
    const remove = jest.fn(() => ({ data: { deleteMeal: true } }));
    renderPage([mealsMock([LUNCH, DINNER]), countsMock(COUNTS), { request: { query: DeleteMealDocument, variables: { id: '6' } }, result: remove }, countsMock(COUNTS.slice(0, 1))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Souper' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer le repas' });
    expect(within(confirm).getByText('Supprimer le repas « Souper » ? Il disparaît des décomptes et des bons.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Repas supprimé')).toBeTruthy();
    expect(remove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(screen.getByRole('table', { name: "Repas de l'événement" })).queryByText('Souper')).toBeNull());
  });

  it("is reached from the event's actions tab", async () => {
    const router = createMemoryRouter([{ path: '/events/:eventId', element: <MealsLink eventId="2" /> }], { initialEntries: ['/events/2'] });
    renderWithProviders(<RouterProvider router={router} />, { messages: organizerMessages });
    expect((await screen.findByRole('link', { name: 'Configurer les repas' })).getAttribute('href')).toBe('/events/2/meals');
  });
});
