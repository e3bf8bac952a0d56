import { Typography } from '@mantine/core';
import MarkdownIt from 'markdown-it';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';

/**
 * Markdown of the repository (the changelog, the tutorials) as HTML. Raw HTML in the source is never
 * rendered (`html: false` escapes it) and markdown-it's link check refuses javascript:, vbscript: and
 * data: URLs other than images, so the output is safe to inject. Links to other sites open in a new tab
 * (rel noopener); links to the app's own paths navigate inside it.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index].attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) {
    tokens[index].attrSet('target', '_blank');
    tokens[index].attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

export function Markdown({ source }: { source: string }) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(source), [source]);
  // An app path (/events/new) is followed by the router rather than reloading the page.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Long inline code (commands, paths) wraps rather than widening the page on a phone.
    <Typography style={{ overflowWrap: 'anywhere' }}>
      {/* eslint-disable-next-line react/no-danger -- markdown-it output without raw HTML (see above) */}
      <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
