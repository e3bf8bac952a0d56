import type { fr } from './fr';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const en: Messages<typeof fr> = {
  preferences: {
    open: 'Availability and preferred positions',
    openFor: 'Availability and preferred positions of {{name}}',
    title: 'Preferences of {{name}}',
    intro: 'What the volunteer gave when signing up, used by the automatic assignment. You can correct it.',
    introCampaign: "What the volunteer gave in the campaign, used by your events' automatic assignment. You can correct it.",
    none: 'The volunteer gave nothing: they count as available at any time, with no preferred position.',
    availability: 'Availability',
    availabilityHint: "The days and hours the volunteer can help, in the event's time zone.",
    availabilityCampaignHint: 'The dates and hours the volunteer can help.',
    positions: 'Preferred positions',
    positionsHint: 'From first to last choice.',
    noPositions: 'No positions to rank.',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Preferences saved',
    loadFailed: 'The preferences could not be loaded',
    retry: 'Try again',
  },
};
