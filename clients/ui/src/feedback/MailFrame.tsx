/**
 * A mail's HTML shown in a sandboxed frame (no script, no same-origin access): the previews of the
 * confirmation texts and the history's messages.
 */
export function MailFrame({ title, html, height }: { title: string; html: string; height: number }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={`<div style="font-family:sans-serif;font-size:14px;line-height:1.5">${html}</div>`}
      style={{ width: '100%', height, border: 0, background: '#fff' }}
    />
  );
}
