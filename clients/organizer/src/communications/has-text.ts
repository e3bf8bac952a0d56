import { htmlToText, looksLikeHtml } from '@benevo/schema';

/** Whether a body has something to say (tags aside), as the server checks it. */
export function hasText(body: string): boolean {
  return (looksLikeHtml(body) ? htmlToText(body) : body).trim() !== '';
}
