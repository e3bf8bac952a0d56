import type { Request } from 'express';
import { asBody, paged, param, read, type FacadeRoute } from '../../rest/facade';
import { mealsService, type MealData } from './meals.service';

/** The body of POST and PUT: the fields of MealInput (a PUT sends them all, as GraphQL does). */
function mealData(req: Request): MealData {
  const body = asBody(req.body);
  return {
    name: read.string(body, 'name') ?? '',
    positionIds: (read.list(body, 'positionIds') ?? []) as Array<string | number>,
    slotIds: (read.list(body, 'slotIds') ?? []) as Array<string | number>,
  };
}

/** `?days=2027-07-10,2027-07-11` (or repeated), as given: the service keeps those days. */
function daysOf(req: Request): string[] {
  return ([] as unknown[])
    .concat(req.query.days ?? [])
    .flatMap((value) => String(value).split(','))
    .map((day) => day.trim())
    .filter(Boolean);
}

/** Organizer routes (under /apis/organizer/v1): an event's meals and the kitchen's counts. */
export const mealRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'events/:id/meals/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: paged(req, await mealsService.list(ctx, param(req, 'id'))) };
    },
  },
  {
    method: 'POST',
    path: 'events/:id/meals/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { status: 201, body: await mealsService.create(ctx, param(req, 'id'), mealData(req)) };
    },
  },
  {
    method: 'PUT',
    path: 'meals/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: await mealsService.update(ctx, param(req, 'id'), mealData(req)) };
    },
  },
  {
    method: 'DELETE',
    path: 'meals/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      await mealsService.remove(ctx, param(req, 'id'));
      return { status: 204, body: null };
    },
  },
  {
    method: 'GET',
    path: 'events/:id/meal_counts/',
    guard: 'organizer',
    // `?days=YYYY-MM-DD,...` keeps only those days (event time zone).
    async handle(ctx, req) {
      return { body: await mealsService.countsForOrganizer(ctx, param(req, 'id'), { days: daysOf(req) }) };
    },
  },
];
