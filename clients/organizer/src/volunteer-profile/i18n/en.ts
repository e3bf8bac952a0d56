import type { fr } from './fr';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Texts of the organizer's volunteer profile (namespace "volunteerProfile"). */
export const en: Texts<typeof fr> = {
  title: 'Volunteer profile',
  back: 'Back to the volunteers',
  backToCampaigns: 'Back to the campaigns',
  notFound: 'This volunteer does not exist',
  profilePicture: 'Profile picture of {{name}}',
  contact: {
    title: 'Contact details',
    email: 'E-mail',
    phone: 'Phone',
    address: 'Address',
    language: 'Language of the e-mails',
    bornDate: 'Date of birth',
    createdAt: 'Registered since',
    comment: 'Comment',
    none: '—',
  },
  languages: {
    fr: 'French',
    'fr-ch': 'French (Switzerland)',
    de: 'German',
    en: 'English',
  },
  categories: {
    title: 'Categories',
    empty: 'No category',
  },
  answers: {
    title: 'Custom answers',
    empty: 'No answer to the volunteer attributes',
  },
  participations: {
    title: 'Participations',
    count_one: '{{count}} participation',
    count_other: '{{count}} participations',
    empty: 'No participation',
    emptyText: 'This volunteer has not signed up for any event yet.',
    event: 'Event',
    position: 'Position',
    time: 'Time',
    status: 'Status',
    group_one: 'Group of {{count}} person',
    group_other: 'Group of {{count}} people',
  },
  campaigns: {
    title: 'Campaign registrations',
    empty: 'No campaign registration',
    emptyText: 'This volunteer has not registered for any campaign.',
    campaign: 'Campaign',
    status: 'Status',
    date: 'Registered on',
  },
  mails: {
    title: 'E-mails received',
    empty: 'No e-mail',
    emptyText: 'The organization has not sent this volunteer any e-mail yet.',
    subject: 'Subject',
    about: 'Mailing',
    date: 'Date',
    delivery: 'Delivery',
  },
  participationStatus: {
    AWAITING_ORGANIZER_VALIDATION: "Awaiting the organizer's validation",
    AWAITING_VOLUNTEER_VALIDATION: "Awaiting the volunteer's validation",
    REJECTED_BY_ORGANIZER: 'Rejected by the organizer',
    REJECTED_BY_VOLUNTEER: 'Rejected by the volunteer',
    CANCELLED_BY_ORGANIZER: 'Cancelled by the organizer',
    CANCELLED_BY_VOLUNTEER: 'Cancelled by the volunteer',
    ACCEPTED: 'Accepted',
  },
  campaignStatus: {
    DRAFT: 'Draft',
    PUBLISHED: 'Published',
    CLOSED: 'Closed',
    ARCHIVED: 'Archived',
  },
  deliveryStatus: {
    PENDING: 'Pending',
    SENT: 'Sent',
    STORED: 'Stored',
    FAILED: 'Failed',
  },
};
