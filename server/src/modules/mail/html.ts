/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

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
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
