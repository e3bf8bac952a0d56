import { asBody, param, read, renamed, type FacadeRoute } from '../../rest/facade';
import type { RegistrationRule } from './registration-rule.entity';
import { registrationRulesService } from './registration-rules.service';

/** The facade's registration rule: spec 7 names (`event`, `category`), plus `position` and `ageBand`. */
export function serializeRegistrationRule(rule: RegistrationRule) {
  return { id: rule.id, event: rule.eventId, position: rule.positionId, category: rule.categoryId, ageBand: rule.ageBand };
}

const ruleFieldName = (field: string) => ({ eventId: 'event', positionId: 'position', categoryId: 'category' })[field] ?? field;

/** Spec 7: GET /custom/registration-rules/{eventId}/ and POST /custom/registration-rules/ (event, category). */
export const registrationRuleRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: 'custom/registration-rules/:id/',
    guard: 'organizer',
    async handle(ctx, req) {
      return { body: (await registrationRulesService.list(ctx, param(req, 'id'))).map(serializeRegistrationRule) };
    },
  },
  {
    method: 'POST',
    path: 'custom/registration-rules/',
    guard: 'organizer',
    async handle(ctx, req) {
      const body = asBody(req.body);
      const rule = await renamed(
        registrationRulesService.create(ctx, {
          eventId: read.id(body, 'event') ?? '',
          positionId: read.id(body, 'position'),
          categoryId: read.id(body, 'category'),
          ageBand: read.string(body, 'ageBand') ?? null,
        }),
        ruleFieldName,
      );
      return { status: 201, body: serializeRegistrationRule(rule) };
    },
  },
];
