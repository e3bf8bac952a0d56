import type { EntityManager } from 'typeorm';
import { hashPassword } from '../modules/auth/crypto';
import { User } from '../modules/auth/user.entity';
import { Organization } from '../modules/organizations/organization.entity';
import { organizationService } from '../modules/organizations/organization.service';

export const DEMO_LOGIN = { email: 'demo@benevo.local', password: 'benevo-demo' } as const;

export interface UserInput {
  email: string;
  password: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  isStaff?: boolean;
  isSuperUser?: boolean;
  organizationIds?: number[];
}

/** Creates an active organizer account (admin CLI, demo seed, tests). */
export async function createUser(manager: EntityManager, input: UserInput): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const user = await manager.save(
    manager.create(User, {
      username: input.username ?? email,
      email,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      passwordHash: await hashPassword(input.password),
      isActive: true,
      isStaff: input.isStaff ?? false,
      isSuperUser: input.isSuperUser ?? false,
      lastOrganizationId: input.organizationIds?.[0] ?? null,
    }),
  );
  for (const organizationId of input.organizationIds ?? []) {
    await organizationService.addMember(manager, user.id, organizationId);
  }
  return user;
}

/**
 * The demo organization a newcomer lands in: a Pro festival with every area switched on, and a
 * second, smaller club to show the organization switcher. Does nothing when organizations exist.
 */
export async function seedDemo(manager: EntityManager): Promise<{ seeded: boolean }> {
  if ((await manager.count(Organization)) > 0) return { seeded: false };
  const festival = await organizationService.create(manager, {
    name: 'Festival des Lumières',
    slug: 'demo',
    licenseType: 'pro',
    supportType: 'plus',
    contactEmail: 'benevoles@festival-demo.ch',
    flags: {
      enableCampaigns: true,
      enableGroupRegistrations: true,
      enableShop: true,
      enableBadges: true,
      enableVouchers: true,
      enableOperators: true,
      enableParticipationsValidation: true,
    },
  });
  const club = await organizationService.create(manager, { name: 'Club de voile du Léman', slug: 'club-voile', licenseType: 'club' });
  await createUser(manager, {
    ...DEMO_LOGIN,
    username: 'demo',
    firstName: 'Camille',
    lastName: 'Demo',
    // Staff: reads the development mailbox (its organizations' mails and its own) on the embedded defaults.
    isStaff: true,
    organizationIds: [festival.id, club.id],
  });
  return { seeded: true };
}
