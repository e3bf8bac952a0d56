import { escapeHtml, looksLikeHtml } from '@benevo/schema';

/**
 * A stored text as the editor's HTML: HTML stays as it is; plain text (the default confirmation text,
 * texts written before the editor) is escaped, blank lines make paragraphs, single line breaks `<br>`.
 */
export function toEditorHtml(text: string): string {
  if (text.trim() === '') return '';
  if (looksLikeHtml(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/** The editor's HTML as stored: an empty editor (`<p></p>`) is an empty text. */
export function fromEditorHtml(html: string): string {
  return html.replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '').trim() === '' ? '' : html;
}
