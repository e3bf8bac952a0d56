import { textLanguage, type TextLanguage } from '@benevo/schema';

/** The tutorials, in reading order (the index shows them so). Titles and summaries: the "infos" texts `doc.items.<slug>`. */
export const DOC_SLUGS = ['getting-started', 'create-event', 'open-registrations', 'mail-volunteers', 'scan-stand'] as const;
export type DocSlug = (typeof DOC_SLUGS)[number];

type Loader = () => Promise<{ default: string }>;

/**
 * Each page's markdown, bundled as its own chunk (Vite `?raw`). A language may lack a page: French is
 * the source every page exists in, and the fallback.
 */
const PAGES: Record<TextLanguage, Partial<Record<DocSlug, Loader>>> = {
  fr: {
    'getting-started': () => import('./fr/getting-started.md?raw'),
    'create-event': () => import('./fr/create-event.md?raw'),
    'open-registrations': () => import('./fr/open-registrations.md?raw'),
    'mail-volunteers': () => import('./fr/mail-volunteers.md?raw'),
    'scan-stand': () => import('./fr/scan-stand.md?raw'),
  },
  de: {
    'getting-started': () => import('./de/getting-started.md?raw'),
    'create-event': () => import('./de/create-event.md?raw'),
    'open-registrations': () => import('./de/open-registrations.md?raw'),
    'mail-volunteers': () => import('./de/mail-volunteers.md?raw'),
    'scan-stand': () => import('./de/scan-stand.md?raw'),
  },
  en: {
    'getting-started': () => import('./en/getting-started.md?raw'),
    'create-event': () => import('./en/create-event.md?raw'),
    'open-registrations': () => import('./en/open-registrations.md?raw'),
    'mail-volunteers': () => import('./en/mail-volunteers.md?raw'),
    'scan-stand': () => import('./en/scan-stand.md?raw'),
  },
};

export function isDocSlug(value: string | undefined): value is DocSlug {
  return (DOC_SLUGS as readonly string[]).includes(value ?? '');
}

export interface DocPage {
  markdown: string;
  /** The language the page is shown in: the reader's, or French when the reader's lacks it. */
  language: TextLanguage;
  fallback: boolean;
}

/** The page in the interface language (fr-ch reads French), else in French. */
export async function loadDoc(slug: DocSlug, interfaceLanguage: string, pages = PAGES): Promise<DocPage> {
  const language = textLanguage(interfaceLanguage);
  const own = pages[language][slug];
  if (own) return { markdown: (await own()).default, language, fallback: false };
  const french = pages.fr[slug];
  if (!french) throw new Error(`No tutorial "${slug}"`);
  return { markdown: (await french()).default, language: 'fr', fallback: language !== 'fr' };
}
