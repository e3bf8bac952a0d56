import { getMetadataStorage, UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { RequestContext } from '../../context';
import { rightsService, type Right } from './rights.service';

/** A GraphQL operation (resolver class and method) declared with `@RequiresRight`. */
export interface DeclaredRight {
  target: Function;
  methodName: string;
  right: Right;
}

/** Every declaration, in load order: the rights tests enumerate them (with type-graphql's metadata for the schema names). */
export const declaredRights: DeclaredRight[] = [];

type DoorGuard = 'operator' | 'manager' | 'organizer';

/** The guard of the declared operation, read from its @Authorized roles (organizer when none). */
function guardOf(target: Function, methodName: string): DoorGuard {
  const authorized = getMetadataStorage().authorizedFields.find((a) => a.target === target && a.fieldName === methodName);
  const roles = (authorized?.roles ?? []) as string[];
  if (roles.includes('operator')) return 'operator';
  if (roles.includes('manager')) return 'manager';
  return 'organizer';
}

/** An organizationId argument, top level or in an input or filter object (DESIGN.md: it selects a member organization). */
function requestedOrganization(args: Record<string, unknown>): number | null {
  const candidates = [args.organizationId, args.orgId, ...Object.values(args).map((value) => (value && typeof value === 'object' ? (value as Record<string, unknown>).organizationId : undefined))];
  for (const candidate of candidates) {
    const id = typeof candidate === 'string' ? Number(candidate) : candidate;
    if (typeof id === 'number' && Number.isInteger(id)) return id;
  }
  return null;
}

/**
 * Declares that a GraphQL operation needs a right of the caller's organization (the active one, or the
 * organizationId argument's when the caller is a member; the manager's or the operator's own for those
 * guards). Runs after the guard (@Authorized) and before the resolver reads its arguments: a
 * switched-off feature answers FORBIDDEN with its message even for a missing id.
 */
export function RequiresRight(right: Right): MethodDecorator {
  return (prototype, propertyKey, descriptor) => {
    const target = (prototype as { constructor: Function }).constructor;
    const methodName = String(propertyKey);
    declaredRights.push({ target, methodName, right });
    let guard: DoorGuard | null = null;
    const check: MiddlewareFn<RequestContext> = async ({ context, args }, next) => {
      guard ??= guardOf(target, methodName);
      await rightsService.requireForCaller(context, guard, right, requestedOrganization(args));
      return next();
    };
    UseMiddleware(check)(prototype, propertyKey, descriptor);
  };
}
