import { translate } from './messages';
import { placeholdersIn } from './placeholders';

/**
 * What a registration confirmation adds after the organizer's text: the registration summary and the
 * volunteer's portal link, each unless the text already places it ({registrationSummary},
 * {portalLink}). The server's mail and the organizer's preview both build it here.
 */
export function registrationMailAppendix(template: string, language: string, parts: { summary: string; portalLink: string }): string[] {
  const used = placeholdersIn(template);
  return [
    used.includes('registrationSummary') ? '' : `${translate(language, 'signup.mail.summaryTitle')}\n${parts.summary}`,
    used.includes('portalLink') ? '' : translate(language, 'signup.mail.portal', { portalLink: parts.portalLink }),
  ].filter((line) => line !== '');
}
