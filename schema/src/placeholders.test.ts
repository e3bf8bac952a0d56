import {
  DEFAULT_REGISTRATION_EMAIL_TEXT,
  PLACEHOLDERS,
  htmlToText,
  looksLikeHtml,
  placeholdersIn,
  registrationEmailTemplate,
  renderPlaceholders,
} from './placeholders';

describe('renderPlaceholders', () => {
  const values = {
    volunteerName: 'Anne <b>Martin</b>',
    eventName: 'Fête du lac',
    registrationSummary: 'Bar, 01.07.2030 08:00-10:00\nCaisse, 02.07.2030 10:00-12:00',
    coordinatorName: 'Luc & Co',
    coordinatorEmail: 'luc@example.org',
    portalLink: 'https://benevo.example/portal/t/abc',
  };

  it('fills every known placeholder with its value in text', () => {
    const text = renderPlaceholders('Bonjour {volunteerName}, {eventName}: {registrationSummary} {portalLink}', values);
    expect(text).toBe(
      'Bonjour Anne <b>Martin</b>, Fête du lac: Bar, 01.07.2030 08:00-10:00\nCaisse, 02.07.2030 10:00-12:00 https://benevo.example/portal/t/abc',
    );
  });

  it('escapes the values for HTML and keeps their line breaks', () => {
    const html = renderPlaceholders('<p>Bonjour {volunteerName} ({coordinatorName})</p><p>{registrationSummary}</p>', values, { html: true });
    expect(html).toBe(
      '<p>Bonjour Anne &lt;b&gt;Martin&lt;/b&gt; (Luc &amp; Co)</p><p>Bar, 01.07.2030 08:00-10:00<br>\nCaisse, 02.07.2030 10:00-12:00</p>',
    );
  });

  it('leaves unknown braces as written and empties known placeholders without a value', () => {
    expect(renderPlaceholders('{campaignName}|{unknown}|{ eventName }', {})).toBe('|{unknown}|{ eventName }');
  });

  it('lists the placeholders a template uses', () => {
    expect(placeholdersIn('{portalLink} {x} {eventName} {portalLink}')).toEqual(['portalLink', 'eventName']);
    expect(PLACEHOLDERS).toHaveLength(7);
  });
});

describe('default registration text', () => {
  it('exists in fr, de and en with the summary and the portal link', () => {
    for (const text of Object.values(DEFAULT_REGISTRATION_EMAIL_TEXT)) {
      expect(placeholdersIn(text)).toEqual(expect.arrayContaining(['volunteerName', 'eventName', 'registrationSummary', 'portalLink']));
    }
  });

  it("replaces a blank event text, in the volunteer's language (fr-ch reads French)", () => {
    expect(registrationEmailTemplate('  ', 'de')).toBe(DEFAULT_REGISTRATION_EMAIL_TEXT.de);
    expect(registrationEmailTemplate('', 'fr-ch')).toBe(DEFAULT_REGISTRATION_EMAIL_TEXT.fr);
    expect(registrationEmailTemplate(null, 'xx')).toBe(DEFAULT_REGISTRATION_EMAIL_TEXT.fr);
    expect(registrationEmailTemplate('Merci {volunteerName}', 'en')).toBe('Merci {volunteerName}');
  });
});

describe('HTML texts', () => {
  it('tells HTML from plain text', () => {
    expect(looksLikeHtml('<p>Bonjour</p>')).toBe(true);
    expect(looksLikeHtml('Bonjour<br/>toi')).toBe(true);
    expect(looksLikeHtml('Bonjour {volunteerName}, 3 < 4 et 5 > 2')).toBe(false);
  });

  it('turns HTML into the text part', () => {
    expect(htmlToText('<p>Bonjour&nbsp;Anne,</p><p>Ligne 1<br>Ligne 2 &amp; fin</p><ul><li>un</li><li>deux</li></ul>')).toBe(
      'Bonjour Anne,\nLigne 1\nLigne 2 & fin\n- un\n- deux',
    );
    expect(htmlToText('<a href="https://x.example/a">le site</a> <script>alert(1)</script>')).toBe('le site (https://x.example/a)');
  });
});
