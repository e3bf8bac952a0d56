import { RequestTenant } from '../../src/common/tenant';
import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { AppServices, RequestContext } from '../../src/context';
import { createUser } from '../../src/db/seed-demo';
import { createLoaders } from '../../src/graphql/loaders';
import { createAttemptLimiter } from '../../src/http/rate-limit';
import type { User } from '../../src/modules/auth/user.entity';
import { organizationService } from '../../src/modules/organizations/organization.service';

export interface SeededMailingEvent {
  organizationId: number;
  eventId: number;
  user: User;
  /** Bar on 2030-07-01, Cuisine on 2030-07-02 (Zurich). */
  positions: { bar: number; kitchen: number };
  /** Odd volunteers are on the Bar slot, even ones on the Cuisine slot; all accepted. */
  volunteers: Array<{ id: number; email: string; positionId: number }>;
}

/**
 * An organization, its organizer, a published event of two days with one slot each (Bar, Cuisine)
 * and `count` volunteers with an accepted participation each, written with set-based SQL so that ten
 * thousand take a second. `tag` goes into the addresses (`v<n>-<tag>@example.org`).
 */
export async function seedMailingEvent(dataSource: DataSource, count: number, tag = crypto.randomBytes(3).toString('hex')): Promise<SeededMailingEvent> {
  const manager = dataSource.manager;
  const organization = await organizationService.create(manager, { name: `Festival ${tag}`, licenseType: 'club' });
  const user = await createUser(manager, {
    email: `organizer-${tag}@example.org`,
    firstName: 'Olga',
    lastName: 'Organisatrice',
    password: 'correct-horse-battery',
    organizationIds: [organization.id],
  });
  const [{ id: eventId }]: Array<{ id: number }> = await manager.query(
    `INSERT INTO event (uuid, organization_id, name, email, responsable, overview_secret, status)
     VALUES ($1, $2, $3, 'contact@festival.example.org', 'Coordination', $4, 1) RETURNING id`,
    [crypto.randomUUID(), organization.id, `Festival ${tag}`, crypto.randomBytes(12).toString('hex')],
  );
  await manager.query(
    `INSERT INTO event_day (event_id, starts_at, ends_at)
     VALUES ($1, '2030-07-01T06:00:00Z', '2030-07-01T21:00:00Z'), ($1, '2030-07-02T06:00:00Z', '2030-07-02T21:00:00Z')`,
    [eventId],
  );
  const positions: Array<{ id: number }> = await manager.query(
    `INSERT INTO position (organization_id, event_id, name, "order") VALUES ($1, $2, 'Bar', 0), ($1, $2, 'Cuisine', 1) RETURNING id`,
    [organization.id, eventId],
  );
  const [bar, kitchen] = positions.map((row) => Number(row.id)).sort((a, b) => a - b);
  const half = Math.ceil(count / 2);
  const slots: Array<{ id: number }> = await manager.query(
    `INSERT INTO time_slot (organization_id, event_id, position_id, start_time, end_time, required_volunteer_count)
     VALUES ($1, $2, $3, '2030-07-01T08:00:00Z', '2030-07-01T10:00:00Z', $5),
            ($1, $2, $4, '2030-07-02T08:00:00Z', '2030-07-02T10:00:00Z', $5) RETURNING id`,
    [organization.id, eventId, bar, kitchen, Math.max(1, half)],
  );
  const [barSlot, kitchenSlot] = slots.map((row) => Number(row.id)).sort((a, b) => a - b);
  const volunteers: Array<{ id: number; n: number; email: string }> = await manager.query(
    `INSERT INTO volunteer (organization_id, token, email, first_name, last_name)
     SELECT $1, encode(sha256((g::text || $2 || random()::text)::bytea), 'hex'), 'v' || g || '-' || $2 || '@example.org', 'Prénom' || g, 'Nom' || g
       FROM generate_series(1, $3::int) AS g
     RETURNING id, email, substring(email from 2 for position('-' in email) - 2)::int AS n`,
    [organization.id, tag, count],
  );
  await manager.query(
    `INSERT INTO participation (organization_id, event_id, time_slot_id, volunteer_id, first_name, last_name, email, validation_status)
     SELECT $1, $2, CASE WHEN substring(v.email from 2 for position('-' in v.email) - 2)::int % 2 = 1 THEN $3::int ELSE $4::int END,
            v.id, v.first_name, v.last_name, v.email, 6
       FROM volunteer v WHERE v.organization_id = $1`,
    [organization.id, eventId, barSlot, kitchenSlot],
  );
  return {
    organizationId: organization.id,
    eventId,
    user,
    positions: { bar, kitchen },
    volunteers: volunteers
      .map((row) => ({ id: Number(row.id), email: row.email, positionId: Number(row.n) % 2 === 1 ? bar : kitchen }))
      .sort((a, b) => a.id - b.id),
  };
}

/** A request context of the organizer outside HTTP (service calls), as the request middleware builds one. */
export function organizerContext(services: AppServices, user: User, organizationId: number): RequestContext {
  const manager = services.dataSource.manager;
  return {
    requestId: 'test',
    clientIp: '127.0.0.1',
    language: 'fr',
    auth: { kind: 'organizer', user, organizationId, via: 'session' },
    manager,
    loaders: createLoaders(manager),
    tenant: RequestTenant.system(),
    app: services,
    afterCommit: () => undefined,
    cookies: { set: () => undefined, clear: () => undefined },
  };
}

/** The process-wide services a request needs, around a data source (no HTTP server). */
export function appServices(dataSource: DataSource, config: AppServices['config'], logger: AppServices['logger'], nudgeJobs: () => void): AppServices {
  return {
    config,
    dataSource,
    logger,
    nudgeJobs,
    attempts: createAttemptLimiter({ ...config.loginRateLimit, prefix: 'test' }, null),
    signups: createAttemptLimiter({ ...config.signupRateLimit, prefix: 'test-signup' }, null),
  };
}
