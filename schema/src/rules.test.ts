import { ageBand, ageOn, formatDuration, parseDuration, parseEuropeanDate, progressColor, roundHours } from './rules';
import { languageFromAcceptHeader, normalizeLanguage, textLanguage } from './languages';
import { fieldErrorsOf, managerLoginSchema, messageFor, registerSchema, requireFields } from './validation';
import { translate } from './messages';
import { hasProRights } from './organization-rights';

describe('progressColor', () => {
  it.each([
    [0, 'danger'],
    [49.9, 'danger'],
    [50, 'warning'],
    [75, 'warning'],
    [75.1, 'info'],
    [95, 'info'],
    [95.1, 'success'],
    [100, 'success'],
  ])('%p%% is %s', (pct, colour) => expect(progressColor(pct)).toBe(colour));
});

describe('roundHours', () => {
  it.each([
    [2.2, 2],
    [2.25, 2.5],
    [2.74, 2.5],
    [2.75, 3],
    [3, 3],
  ])('%p h rounds to %p', (h, r) => expect(roundHours(h)).toBe(r));
});

describe('age bands', () => {
  it('counts age on the given day, birthday included', () => {
    expect(ageOn(new Date('2010-06-15'), new Date('2024-06-14'))).toBe(13);
    expect(ageOn(new Date('2010-06-15'), new Date('2024-06-15'))).toBe(14);
  });
  it.each([
    [13, 'under14'],
    [14, '14-16'],
    [15, '14-16'],
    [16, '16-18'],
    [17, '16-18'],
    [18, '18+'],
  ])('%p years is %s', (age, band) => expect(ageBand(age)).toBe(band));
});

describe('European dates and durations', () => {
  it('accepts day.month.year only', () => {
    expect(parseEuropeanDate('1.2.2024')).toBe('2024-02-01');
    expect(parseEuropeanDate('31.12.2024')).toBe('2024-12-31');
    expect(parseEuropeanDate('32.1.2024')).toBeNull();
    expect(parseEuropeanDate('1.13.2024')).toBeNull();
    expect(parseEuropeanDate('01/02/2024')).toBeNull();
    expect(parseEuropeanDate('1.2.24')).toBeNull();
  });
  it('formats and parses the wire durations', () => {
    expect(formatDuration(3 * 3600 + 5 * 60 + 7)).toBe('P0DT3H5M7S');
    expect(parseDuration('P0DT3H5M7S')).toBe(3 * 3600 + 5 * 60 + 7);
    expect(parseDuration('P1D')).toBe(86400);
    expect(parseDuration('nonsense')).toBeNull();
  });
});

describe('languages', () => {
  it('normalizes what browsers send', () => {
    expect(normalizeLanguage('fr-CH')).toBe('fr-ch');
    expect(normalizeLanguage('de_DE')).toBe('de');
    expect(normalizeLanguage('it')).toBe('fr');
    expect(textLanguage('fr-ch')).toBe('fr');
    expect(languageFromAcceptHeader('it;q=0.9, en-GB;q=0.8, de;q=0.7')).toBe('en');
    expect(languageFromAcceptHeader('it')).toBeNull();
  });
  it('translates with parameters and falls back to French for fr-ch', () => {
    expect(translate('fr-ch', 'error.pageNotFound')).toBe('Oops, vous êtes perdu');
    expect(translate('en', 'error.tooManyRequests', { minutes: 3 })).toBe('Too many attempts, try again in 3 minutes');
  });
  it('chooses plural forms by the language rules: never "1 minutes"', () => {
    expect(translate('en', 'error.tooManyRequests', { minutes: 1 })).toBe('Too many attempts, try again in 1 minute');
    expect(translate('fr', 'error.tooManyRequests', { minutes: 1 })).toBe('Trop de tentatives, réessayez dans 1 minute');
    expect(translate('fr-ch', 'error.tooManyRequests', { minutes: 15 })).toBe('Trop de tentatives, réessayez dans 15 minutes');
    expect(translate('de', 'error.tooManyRequests', { minutes: 1 })).toBe('Zu viele Versuche, bitte in 1 Minute erneut versuchen');
    expect(translate('fr', 'participations.mail.group', { count: 1 })).toBe('groupe de 1 personne');
    expect(translate('en', 'communications.queued', { count: 2 })).toBe('Sending to 2 recipients');
  });
});

describe('registerSchema', () => {
  it('reports a password mismatch on passwordConfirm, localized', async () => {
    const error = await registerSchema
      .validate({ email: 'a@b.ch', password: 'longenough', passwordConfirm: 'different1' }, { abortEarly: false })
      .catch((e: unknown) => e);
    const fields = fieldErrorsOf(error as never);
    expect(Object.keys(fields)).toEqual(['passwordConfirm']);
    expect(messageFor('fr', fields.passwordConfirm[0])).toBe('Les mots de passe ne correspondent pas');
    expect(messageFor('de', fields.passwordConfirm[0])).toBe('Die Passwörter stimmen nicht überein');
  });
  it('renders parameterized messages', async () => {
    const error = await registerSchema
      .validate({ email: 'nope', password: 'short', passwordConfirm: 'short' }, { abortEarly: false })
      .catch((e: unknown) => e);
    const fields = fieldErrorsOf(error as never);
    expect(messageFor('fr', fields.email[0])).toBe('Entrez une adresse e-mail valide');
    expect(messageFor('en', fields.password[0])).toBe('The password must contain at least 8 characters');
  });
});

describe('requireFields', () => {
  const form = requireFields(registerSchema, ['organizationName']);
  const valid = { email: 'a@b.ch', password: 'longenough', passwordConfirm: 'longenough' };
  it('makes an optional field mandatory for a form', async () => {
    await expect(registerSchema.isValid(valid)).resolves.toBe(true);
    const error = await form.validate(valid, { abortEarly: false }).catch((e: unknown) => e);
    expect(fieldErrorsOf(error as never)).toEqual({ organizationName: ['validation.required'] });
  });
  it("keeps the field's shared rules", async () => {
    const error = await form
      .validate({ ...valid, organizationName: 'x'.repeat(201) }, { abortEarly: false })
      .catch((e: unknown) => e);
    expect(messageFor('en', fieldErrorsOf(error as never).organizationName[0])).toBe('At most 200 characters');
  });
});

describe('managerLoginSchema', () => {
  it('makes the password mandatory and wants a numeric organization id', async () => {
    const error = await managerLoginSchema
      .validate({ email: 'm@b.ch', password: '', organizationId: '12a' }, { abortEarly: false })
      .catch((e: unknown) => e);
    const fields = fieldErrorsOf(error as never);
    expect(Object.keys(fields).sort()).toEqual(['organizationId', 'password']);
    expect(messageFor('fr', fields.password[0])).toBe('Le mot de passe est obligatoire');
    expect(messageFor('en', fields.organizationId[0])).toBe('Enter a valid organization number');
  });
  it('accepts a complete login', async () => {
    await expect(
      managerLoginSchema.validate({ email: 'm@b.ch', password: 'x', organizationId: ' 42 ' }),
    ).resolves.toMatchObject({ organizationId: '42' });
  });
});

describe('hasProRights', () => {
  it('is granted by pro or corporate licences or an override', () => {
    expect(hasProRights({ licenseType: 'club' })).toBe(false);
    expect(hasProRights({ licenseType: 'pro' })).toBe(true);
    expect(hasProRights({ licenseType: 'corporate' })).toBe(true);
    expect(hasProRights({ licenseType: 'none', grantedProRights: true })).toBe(true);
  });
});
