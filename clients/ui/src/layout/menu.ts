import {
  IconBadge,
  IconBuildingStore,
  IconCalendarEvent,
  IconHome,
  IconInfoCircle,
  IconMail,
  IconPrinter,
  IconScan,
  IconShieldLock,
  IconSpeakerphone,
  IconTicket,
  IconUserCheck,
  IconUsers,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import type { SessionOrganization } from '../session/session-store';

/**
 * What the menu depends on (spec 2 Menu visibility): the organization's rights as the server decides
 * them (Organization.rights: licence, validUntil, flags and overrides), never the raw flags.
 */
export type MenuOrganization = Pick<SessionOrganization, 'rights' | 'nbPendingValidations'>;

export interface MenuItem {
  /** Unique in the menu. */
  key: string;
  /** i18n key of the label. */
  label: string;
  to?: string;
  icon?: Icon;
  /** A count shown next to the label. */
  badge?: number;
  children?: MenuItem[];
}

function link(key: string, to: string): MenuItem {
  return { key, label: `menu.${key}`, to };
}

function section(key: string, icon: Icon, children: (MenuItem | false)[]): MenuItem | null {
  const visible = children.filter((child): child is MenuItem => child !== false);
  return visible.length > 0 ? { key, label: `menu.${key}`, icon, children: visible } : null;
}

/** Spec 2: registrations to validate (menu badge, dashboard) with validation enabled or a Pro or Corporate licence (the `validation` right). */
export function validatesParticipations(org: Pick<MenuOrganization, 'rights'>): boolean {
  return org.rights.validation;
}

/** The organizer menu for an organization: each flag shows or hides its entries. */
export function menuFor(org: MenuOrganization): MenuItem[] {
  const validation = validatesParticipations(org);
  const { rights } = org;
  const items: (MenuItem | null | false)[] = [
    { ...link('dashboard', '/dashboard'), icon: IconHome },
    section('events', IconCalendarEvent, [
      link('eventsList', '/events/list'),
      link('eventsNew', '/events/new'),
      link('eventsArchive', '/events/archive'),
      rights.calendar && link('eventsCalendar', '/events/calendar'),
    ]),
    rights.campaigns && { ...link('campaigns', '/campaigns/list'), icon: IconSpeakerphone },
    section('volunteers', IconUsers, [
      link('volunteersList', '/volunteer/list'),
      link('volunteersCategories', '/volunteer/category'),
      link('volunteersAttributes', '/volunteer/attributes'),
      link('volunteersImport', '/volunteer/import'),
      // The volunteers' data deletion requests (issue 17, GDPR): confirm (erase) or refuse.
      link('volunteersDeletionRequests', '/volunteer/deletion-requests'),
    ]),
    section('participations', IconUserCheck, [
      validation && { ...link('participationsToValidate', '/participations/to-validate'), badge: org.nbPendingValidations },
      // Shift swaps waiting for approval (issue 17): events with swaps under approval, whatever the licence.
      link('participationsSwaps', '/participations/swaps'),
      link('participationsExport', '/participations/export'),
      link('participationsOverview', '/participations/overview'),
    ]),
    { ...link('managers', '/manager/list'), icon: IconUserShield },
    section('communications', IconMail, [
      link('communicationsTemplates', '/communications/templates'),
      link('communicationsSend', '/communications/send'),
      link('communicationsHistory', '/communications/history'),
    ]),
    section('shop', IconBuildingStore, [
      rights.shop && link('shopConfig', '/shop/config'),
      rights.shop && link('shopProducts', '/shop/products'),
      rights.shop && link('shopOrders', '/shop/orders'),
      rights.vouchers && link('vouchers', '/shop/vouchers'),
      rights.vouchers && link('vouchersImport', '/shop/vouchers/import'),
    ]),
    section('scan', IconScan, [
      rights.operators && link('scanConfig', '/scan/config'),
      rights.operators && link('scanOperators', '/scan/operators'),
      rights.operators && link('scanCheckIns', '/scan/check-ins'),
    ]),
    rights.badges && { ...link('badges', '/badges'), icon: IconBadge },
    rights.ticketing && { ...link('ticketing', '/ticketing'), icon: IconTicket },
    section('print', IconPrinter, [
      link('printPlannings', '/action/print'),
      link('printPerVolunteer', '/action/print-ppb'),
      link('printVouchers', '/action/print-bon'),
      link('printTshirts', '/action/print-tshirts'),
      link('printMeals', '/action/print-meals'),
    ]),
    // The organization's security events (issue 16): logins, two-factor, tokens, webhooks, licence and flags.
    { ...link('auditLog', '/audit-log'), icon: IconShieldLock },
    section('infos', IconInfoCircle, [
      link('whatsnew', '/infos/whatsnew'),
      link('support', '/infos/support'),
      link('contact', '/infos/contact'),
      link('doc', '/infos/doc'),
      link('vlog', '/infos/vlog'),
    ]),
  ];
  return items.filter((item): item is MenuItem => Boolean(item));
}

/** The menu's links (entries with a path), sections flattened. */
export function menuLinks(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [...(item.to ? [item] : []), ...menuLinks(item.children ?? [])]);
}
