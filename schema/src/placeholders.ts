import { textLanguage, type TextLanguage } from './languages';

/**
 * The placeholders every mail text may hold (DESIGN.md "Conventions"). One renderer for the server's
 * mails and the organizer's previews: `{name}` is replaced by its value, an unknown `{word}` stays as
 * written (an organizer may write braces), a known placeholder without a value becomes empty.
 */
export const PLACEHOLDERS = [
  'volunteerName',
  'eventName',
  'campaignName',
  'registrationSummary',
  'coordinatorName',
  'coordinatorEmail',
  'portalLink',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

const PLACEHOLDER_PATTERN = /\{(\w+)\}/g;

export function isPlaceholder(name: string): name is Placeholder {
  return (PLACEHOLDERS as readonly string[]).includes(name);
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Fills the placeholders of `template`. `html: true` renders into an HTML template: every value is
 * HTML-escaped and its line breaks become `<br>` (the registration summary has one line per slot), so
 * a volunteer's name can never add markup. The HTML template itself is the organizer's: sanitize the
 * result (the server does, with sanitize-html).
 */
export function renderPlaceholders(template: string, values: PlaceholderValues, options: { html?: boolean } = {}): string {
  return template.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    const value = values[name] ?? '';
    return options.html ? escapeHtml(value).replace(/\r?\n/g, '<br>\n') : value;
  });
}

/** The placeholders a template uses (known ones only, each once, in order of appearance). */
export function placeholdersIn(template: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const match of template.matchAll(PLACEHOLDER_PATTERN)) {
    if (isPlaceholder(match[1]) && !found.includes(match[1])) found.push(match[1]);
  }
  return found;
}

/** Whether an organizer-written text is HTML (has a tag), rather than plain text with line breaks. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(text);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The plain-text part of an HTML text: block ends and `<br>` become line breaks, links keep their
 * address, other tags go, the common entities are decoded. Not a sanitizer: its output is text.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/\r\n?/g, '\n')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href\s*=\s*["']([^"']*)["'][^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => {
      const text = label.replace(/<[^>]*>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|tr|table|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name in ENTITIES) return ENTITIES[name];
      if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The confirmation text of an event whose registrationEmailText is empty, per text language. It uses
 * the placeholders, so the summary and the portal link are always in the mail.
 */
export const DEFAULT_REGISTRATION_EMAIL_TEXT: Record<TextLanguage, string> = {
  fr:
    'Bonjour {volunteerName},\n\n' +
    'Merci pour votre inscription à {eventName}. Voici le récapitulatif :\n\n' +
    '{registrationSummary}\n\n' +
    'Vous pouvez consulter et gérer vos inscriptions sur votre espace bénévole :\n{portalLink}\n\n' +
    'Pour toute question, contactez {coordinatorName} ({coordinatorEmail}).\n\n' +
    'À bientôt !',
  de:
    'Guten Tag {volunteerName}\n\n' +
    'Vielen Dank für Ihre Anmeldung für {eventName}. Hier die Übersicht:\n\n' +
    '{registrationSummary}\n\n' +
    'In Ihrem Helferbereich sehen und verwalten Sie Ihre Anmeldungen:\n{portalLink}\n\n' +
    'Bei Fragen wenden Sie sich an {coordinatorName} ({coordinatorEmail}).\n\n' +
    'Bis bald!',
  en:
    'Hello {volunteerName},\n\n' +
    'Thank you for signing up for {eventName}. Here is the summary:\n\n' +
    '{registrationSummary}\n\n' +
    'You can see and manage your registrations in your volunteer space:\n{portalLink}\n\n' +
    'For any question, contact {coordinatorName} ({coordinatorEmail}).\n\n' +
    'See you soon!',
};

/** The event's text, or the default one in the volunteer's language when the event's is blank. */
export function registrationEmailTemplate(eventText: string | null | undefined, language: string | null | undefined): string {
  return eventText && eventText.trim() !== '' ? eventText : DEFAULT_REGISTRATION_EMAIL_TEXT[textLanguage(language)];
}
