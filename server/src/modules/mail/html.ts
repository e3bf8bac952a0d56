import {
  escapeHtml,
  htmlToText,
  looksLikeHtml,
  renderPlaceholders,
  type PlaceholderValues,
} from '@benevo/schema';
import sanitizeHtml from 'sanitize-html';

// http(s) URLs; punctuation that usually ends the sentence, not the URL, is left out.
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Escapes a line and turns its http(s) URLs into links. */
function linkify(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(line.slice(last, start))}<a href="${url}" style="color:#1a5fb4">${url}</a>`;
    last = start + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * The HTML part of a mail written as plain text: escaped, blank lines make paragraphs, single line
 * breaks stay, URLs become links; one narrow column with inline styles, as mail clients need.
 */
export function textToMailHtml(text: string, options: { subject: string; language: string }): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => `<p style="margin:0 0 16px">${block.split('\n').map(linkify).join('<br>\n')}</p>`);
  return mailDocument(paragraphs, options);
}

/** The document around the HTML parts of a mail: one narrow column with inline styles, as mail clients need. */
function mailDocument(parts: string[], options: { subject: string; language: string }): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(options.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    '<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#1f2328;' +
      'font-family:-apple-system,BlinkMacSystemFont,\'Segoe UI\',Roboto,Helvetica,Arial,sans-serif;' +
      'font-size:16px;line-height:1.5;word-wrap:break-word">',
    ...parts,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** What organizers may write in a mail text: the usual formatting, links, no scripts, styles or images. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

/** Organizer-written HTML made safe for a mail (DESIGN.md: sanitized, never trusted). */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/**
 * A mail text written by the organizer (plain or HTML) with its placeholders filled: the text part and
 * the HTML part. Values are HTML-escaped in the HTML part, and the whole HTML is sanitized after they
 * are in. `appendix` blocks are added after the text (a confirmation's summary and portal link when
 * the template does not place them).
 */
export function renderMailTemplate(
  template: string,
  values: PlaceholderValues,
  options: { subject: string; language: string; appendix: string[] },
): { text: string; html: string } {
  const appendix = options.appendix.filter((block) => block.trim() !== '');
  if (!looksLikeHtml(template)) {
    const text = [renderPlaceholders(template, values), ...appendix].join('\n\n');
    return { text, html: textToMailHtml(text, options) };
  }
  const text = [renderPlaceholders(htmlToText(template), values), ...appendix].join('\n\n');
  const fragment = [
    renderPlaceholders(template, values, { html: true }),
    ...appendix.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>\n')}</p>`),
  ].join('\n');
  return { text, html: mailDocument([sanitizeMailHtml(fragment)], options) };
}
