import type { Organizer } from '../events/fixtures';

export const MEAL_FIELDS = 'id eventId name order positionIds slotIds';
export const MEALS = `query($eventId: ID!) { meals(eventId: $eventId) { ${MEAL_FIELDS} } }`;
export const CREATE_MEAL = `mutation($eventId: ID!, $input: MealInput!) { createMeal(eventId: $eventId, input: $input) { ${MEAL_FIELDS} } }`;
export const UPDATE_MEAL = `mutation($id: ID!, $input: MealInput!) { updateMeal(id: $id, input: $input) { ${MEAL_FIELDS} } }`;
export const DELETE_MEAL = `mutation($id: ID!) { deleteMeal(id: $id) }`;
export const MEAL_COUNTS = `query($eventId: ID!, $days: [Date!]) { mealCounts(eventId: $eventId, days: $days) { day mealId mealName count volunteers { volunteerId name positionName } } }`;

/** A meal of the event granted by these positions and slots. */
export async function meal(o: Organizer, eventId: string, name: string, grants: { positionIds?: string[]; slotIds?: string[] }) {
  return (await o.ok(CREATE_MEAL, { eventId, input: { name, positionIds: grants.positionIds ?? [], slotIds: grants.slotIds ?? [] } })).createMeal;
}

