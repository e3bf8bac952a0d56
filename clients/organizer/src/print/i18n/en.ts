import type { fr } from './fr';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Texts of the print screens (namespace "print"), the same keys as fr. */
export const en: Texts<typeof fr> = {
  common: {
    forbidden: "You cannot access this organization's printouts",
  },
  kinds: {
    navLabel: 'Documents to print',
    PLANNING: 'Plannings',
    PER_VOLUNTEER: 'Per volunteer',
    VOUCHERS: 'Vouchers',
    TSHIRTS: 'T-shirts',
    MEALS: 'Meals',
  },
  titles: {
    PLANNING: 'Print the plannings',
    PER_VOLUNTEER: 'Plannings per volunteer',
    VOUCHERS: 'Meal and drink vouchers',
    TSHIRTS: 'T-shirt list',
    MEALS: 'Meals for the kitchen',
  },
  subtitles: {
    PLANNING: 'One A4 page per position and day (or compact): slots, names, phone numbers and empty lines for free places.',
    PER_VOLUNTEER: 'One page per volunteer with their slots, positions, descriptions and meeting points.',
    VOUCHERS: "Meal or drink vouchers per volunteer with their scan QR code, as A4 sheets with crop marks.",
    TSHIRTS: 'The volunteers and their t-shirt size, by size, from the form answer.',
    MEALS: "The number of meals per day with the volunteers' names, for the kitchen.",
  },
  event: {
    label: 'Event',
    placeholder: 'Choose an event',
    archived: '{{name}} (archived)',
    noEvents: 'No event',
    noEventsText: 'Create an event first: the printouts show its positions and volunteers.',
    choose: 'Choose an event',
    chooseText: 'Select the event whose documents you want to print.',
  },
  filters: {
    title: 'Filters',
    days: 'Days',
    daysHint: 'No day chosen: every day',
    positions: 'Positions',
    positionsPlaceholder: 'Every position',
    categories: 'Volunteer categories',
    categoriesPlaceholder: 'Every category',
    nothingFound: 'Nothing found',
    layout: 'Layout',
    page_per_position: 'One page per position',
    compact: 'Compact',
  },
  preview: {
    show: 'Preview the first page',
    refresh: 'Refresh the preview',
    title: 'Preview',
    label: 'Preview of the first page (PDF)',
    fallback: 'Your browser cannot show the PDF here.',
    open: 'Open the preview (PDF)',
    empty: 'Choose your filters, then show a preview of the first page.',
  },
  generate: {
    start: 'Generate the PDF',
    progressLabel: 'Generating the PDF',
    progress: '{{progress}} / {{total}}',
    pending: 'Waiting…',
    done: 'The PDF is ready',
    download: 'Download {{fileName}}',
    failed: 'The generation failed',
    again: 'Generate again',
  },
  problem: 'This document cannot be prepared',
};
