import { OutboxJob } from '../jobs/outbox.entity';
import { Session } from '../modules/auth/session.entity';
import { User } from '../modules/auth/user.entity';
import { EventDay } from '../modules/events/event-day.entity';
import { EventImage } from '../modules/events/event-image.entity';
import { Event } from '../modules/events/event.entity';
import { Sector } from '../modules/events/sector.entity';
import { Mail } from '../modules/mail/mail.entity';
import { Membership } from '../modules/organizations/membership.entity';
import { OrganizationOverride } from '../modules/organizations/organization-override.entity';
import { Organization } from '../modules/organizations/organization.entity';
import { Participation } from '../modules/participations/participation.entity';
import { Position, PositionTag } from '../modules/positions/position.entity';
import { RewardCategory } from '../modules/rewards/reward-category.entity';
import { TimeSlot } from '../modules/slots/time-slot.entity';
import { Tag } from '../modules/tags/tag.entity';
import { VolunteerCategory, VolunteerCategoryMember } from '../modules/volunteers/volunteer-category.entity';
import { Volunteer } from '../modules/volunteers/volunteer.entity';
import { WaitingListEntry } from '../modules/waiting-list/waiting-list-entry.entity';

/** Every TypeORM entity; each module owns its own tables. */
export const entities = [
  Organization,
  OrganizationOverride,
  Membership,
  User,
  Session,
  OutboxJob,
  Mail,
  Event,
  EventDay,
  EventImage,
  Sector,
  Tag,
  RewardCategory,
  Position,
  PositionTag,
  TimeSlot,
  Participation,
  Volunteer,
  VolunteerCategory,
  VolunteerCategoryMember,
  WaitingListEntry,
];
