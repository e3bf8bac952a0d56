import { escapeHtml } from '@benevo/schema';
import { textToMailHtml } from './html';

describe('textToMailHtml', () => {
  const html = (text: string): string => textToMailHtml(text, { subject: 'Sujet <b>', language: 'de' });

  it('escapes the text and makes paragraphs and line breaks', () => {
    const out = html('Hallo <Anna> & "Ben",\nzweite Zeile\n\n\nNeuer Absatz');
    expect(out).toContain('<p style="margin:0 0 16px">Hallo &lt;Anna&gt; &amp; &quot;Ben&quot;,<br>\nzweite Zeile</p>');
    expect(out).toContain('<p style="margin:0 0 16px">Neuer Absatz</p>');
    expect(out).toContain('<html lang="de">');
    expect(out).toContain('<title>Sujet &lt;b&gt;</title>');
    expect(out).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });

  it('links http(s) URLs without the punctuation that ends the sentence', () => {
    const out = html('Voir (https://example.org/a?x=1&y=2), puis http://b.example/c.');
    expect(out).toContain(
      'Voir (<a href="https://example.org/a?x=1&amp;y=2" style="color:#1a5fb4">https://example.org/a?x=1&amp;y=2</a>), puis ',
    );
    expect(out).toContain('<a href="http://b.example/c" style="color:#1a5fb4">http://b.example/c</a>.');
  });

  it('does not turn javascript: or quoted text into links or attributes', () => {
    const out = html('javascript:alert(1) "https://x.example/"onmouseover="x"');
    expect(out).not.toContain('href="javascript');
    expect(out).toContain('<a href="https://x.example/" style="color:#1a5fb4">https://x.example/</a>&quot;onmouseover=&quot;x&quot;');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
