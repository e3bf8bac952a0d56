import { OutboxJob } from '../jobs/outbox.entity';
import { Session } from '../modules/auth/session.entity';
import { User } from '../modules/auth/user.entity';
import { Mail } from '../modules/mail/mail.entity';
import { Membership } from '../modules/organizations/membership.entity';
import { OrganizationOverride } from '../modules/organizations/organization-override.entity';
import { Organization } from '../modules/organizations/organization.entity';

/** Every TypeORM entity; each module owns its own tables. */
export const entities = [Organization, OrganizationOverride, Membership, User, Session, OutboxJob, Mail];
