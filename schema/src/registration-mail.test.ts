import { registrationMailAppendix } from './registration-mail';

describe('registrationMailAppendix', () => {
  const parts = { summary: 'Bar, 12.06.2031 10:00-12:00', portalLink: 'https://benevo.example/portal/t/abc' };

  it('adds the summary and the portal link the text does not place, in the mail language', () => {
    const both = registrationMailAppendix('Bonjour {volunteerName}', 'fr', parts);
    expect(both).toHaveLength(2);
    expect(both[0]).toContain(parts.summary);
    expect(both[1]).toContain(parts.portalLink);
    expect(both[0].split('\n')[0]).not.toBe(registrationMailAppendix('Hallo', 'de', parts)[0].split('\n')[0]);
  });

  it('adds nothing the text already places', () => {
    expect(registrationMailAppendix('{registrationSummary} {portalLink}', 'fr', parts)).toEqual([]);
    expect(registrationMailAppendix('{portalLink}', 'en', parts)).toEqual([registrationMailAppendix('x', 'en', parts)[0]]);
  });
});
