import type { EntityManager } from 'typeorm';
import { Membership } from '../organizations/membership.entity';
import { Organization } from '../organizations/organization.entity';
import { Session } from './session.entity';
import { User } from './user.entity';

type SessionRow = Session & { activeUser?: User; memberOf?: Organization[] };

/**
 * Read model of every cookie-authenticated request (issue 19): the session, its active user and the
 * organizations that user belongs to (by name), in one statement instead of four. It reads the
 * organizations module's tables in SQL for speed (DESIGN.md "Module boundaries": a read model that
 * never writes); the caller primes the organizations' byUserId loader with the list.
 */
export async function sessionWithUser(
  manager: EntityManager,
  idHash: string,
): Promise<{ session: Session; user: User; organizations: Organization[] } | null> {
  const row = (await manager
    .createQueryBuilder(Session, 's')
    .innerJoinAndMapOne('s.activeUser', User, 'u', 'u.id = s.user_id AND u.is_active')
    .leftJoin(Membership, 'm', 'm.user_id = u.id')
    .leftJoinAndMapMany('s.memberOf', Organization, 'o', 'o.id = m.organization_id')
    .where('s.id_hash = :idHash', { idHash })
    .orderBy('o.name', 'ASC')
    .addOrderBy('o.id', 'ASC')
    .getOne()) as SessionRow | null;
  if (!row?.activeUser) return null;
  const { activeUser: user, memberOf, ...session } = row;
  return { session: Object.assign(new Session(), session), user, organizations: memberOf ?? [] };
}
