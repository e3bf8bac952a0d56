import type { InfosTexts } from './fr';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Texts of the infos area (namespace "infos"), the same keys as fr. */
export const en: Texts<InfosTexts> = {
  whatsnew: {
    title: "What's new",
    intro: "Benevo's release notes, newest first.",
    englishOnly: 'The release notes are written in English.',
  },
  doc: {
    title: 'Tutorials',
    intro: 'Step-by-step guides for the everyday tasks.',
    read: 'Read the tutorial',
    back: 'All tutorials',
    fallback: 'This tutorial is not available in your language yet: it is shown in French.',
    notFound: 'This tutorial does not exist',
    notFoundText: 'The link may be old. Choose a tutorial from the list.',
    loadFailed: 'The tutorial could not be loaded.',
    items: {
      'getting-started': { title: 'Getting started', summary: 'A tour of the organizer space and the order of the steps for your first event.' },
      'create-event': { title: 'Create an event', summary: 'Dates, positions and shifts: prepare the planning.' },
      'open-registrations': { title: 'Open registrations', summary: 'Publish the event, share its link and follow the registrations.' },
      'mail-volunteers': { title: 'Mail your volunteers', summary: 'Choose the recipients, write the message and follow its delivery.' },
      'scan-stand': { title: 'Run the scan stand', summary: 'Operators, the stand’s settings and checking arrivals on the day.' },
    },
  },
  vlog: {
    title: 'Videos',
    intro: 'Videos to discover Benevo. They open in a new tab.',
    watch: 'Watch',
    newTab: '(new tab)',
    duration: 'Length: {{duration}}',
    published: 'Published on {{date}}',
    empty: 'No videos yet',
    emptyText: 'Introduction videos will appear here. Meanwhile, read the tutorials.',
    toDoc: 'See the tutorials',
  },
  contact: {
    title: 'Contact',
    intro: 'A question, a problem or a billing request? Your message goes to the Benevo team, who answer according to your support level.',
    category: 'Category',
    categories: { question: 'Question', bug: 'Problem', billing: 'Billing' },
    subject: 'Subject',
    message: 'Message',
    messageHint: 'Describe what you were doing, what you expected and what happened.',
    replyTo: 'Reply-to address',
    replyToHint: 'The team will answer you at this address.',
    send: 'Send',
    sent: 'Message sent: the Benevo team will answer you by e-mail.',
    sentTitle: 'Message sent',
    sentText: 'Thank you! The Benevo team will answer you at {{email}}.',
    another: 'Write another message',
    support: 'See the support levels',
  },
};
