import { fromEditorHtml, toEditorHtml } from './editor-html';

describe('editor HTML', () => {
  it('turns plain text into escaped paragraphs and keeps HTML as it is', () => {
    expect(toEditorHtml('Bonjour {volunteerName},\n\nVoici vos tranches & horaires <3 :\n{registrationSummary}')).toBe(
      '<p>Bonjour {volunteerName},</p><p>Voici vos tranches &amp; horaires &lt;3 :<br>{registrationSummary}</p>',
    );
    expect(toEditorHtml('<p>Déjà <strong>HTML</strong></p>')).toBe('<p>Déjà <strong>HTML</strong></p>');
    expect(toEditorHtml('  ')).toBe('');
  });

  it('reads an empty editor as an empty text', () => {
    expect(fromEditorHtml('<p></p>')).toBe('');
    expect(fromEditorHtml('<p><br></p><p> </p>')).toBe('');
    expect(fromEditorHtml('<p>Salut</p>')).toBe('<p>Salut</p>');
  });
});
