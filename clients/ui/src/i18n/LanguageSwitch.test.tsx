import { LANGUAGE_COOKIE_DAYS } from '@benevo/schema';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../jest/render-with-providers';
import { createI18n } from './i18n';
import { languageCookie } from './language';
import { LanguageSwitch } from './LanguageSwitch';

const DAY_MS = 24 * 60 * 60 * 1000;

function clearLanguageCookie() {
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach(clearLanguageCookie);

describe('LanguageSwitch', () => {
  it('stores the choice in the lang cookie for 730 days and switches the texts', () => {
    const written: string[] = [];
    const cookie = jest.spyOn(document, 'cookie', 'set');
    cookie.mockImplementation((value: string) => written.push(value));
    const { i18n } = renderWithProviders(<LanguageSwitch />);

    fireEvent.change(screen.getByLabelText('Langue'), { target: { value: 'de' } });

    expect(i18n.language).toBe('de');
    expect(screen.getByLabelText('Sprache')).toBeTruthy();
    const stored = written.find((value) => value.startsWith('lang=de;'));
    expect(stored).toBeDefined();
    const expires = Date.parse(/expires=([^;]+)/.exec(stored ?? '')?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / DAY_MS)).toBe(LANGUAGE_COOKIE_DAYS);
    expect(stored).toContain('path=/');
    cookie.mockRestore();
  });

  it('offers French (Switzerland), shown in French and stored as fr-ch', () => {
    const { i18n } = renderWithProviders(<LanguageSwitch />);
    const select = screen.getByLabelText<HTMLSelectElement>('Langue');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Français',
      'Deutsch',
      'English',
      'Français (Suisse)',
    ]);

    fireEvent.change(select, { target: { value: 'fr-ch' } });

    expect(i18n.language).toBe('fr-ch');
    expect(document.cookie).toContain('lang=fr-ch');
    expect(select.value).toBe('fr-ch');
    expect(screen.getByLabelText('Langue')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-ch');
  });

  it('names the Swiss variant in the interface language', () => {
    const { i18n } = renderWithProviders(<LanguageSwitch />);
    fireEvent.change(screen.getByLabelText('Langue'), { target: { value: 'de' } });
    expect(screen.getByRole('option', { name: 'Französisch (Schweiz)' })).toBeTruthy();
    expect(i18n.getFixedT('en')('language.fr-ch')).toBe('French (Switzerland)');
  });

  it('is hidden when the organization forces its language', () => {
    renderWithProviders(<LanguageSwitch forcedLanguage="fr-ch" />);
    expect(screen.queryByLabelText('Langue')).toBeNull();
  });
});

describe('languages', () => {
  it('shows French texts for fr-ch and keeps fr-ch as the selected code', () => {
    document.cookie = 'lang=fr-ch; path=/';
    const i18n = createI18n();
    expect(i18n.language).toBe('fr-ch');
    expect(i18n.t('notFound.title')).toBe('Oops, vous êtes perdu');
    expect(document.documentElement.lang).toBe('fr-ch');
  });

  it('starts in French without a cookie and in the cookie language otherwise', () => {
    expect(createI18n().t('errors.sessionExpired')).toBe('Votre session a expiré');
    document.cookie = 'lang=en; path=/';
    expect(createI18n().t('errors.sessionExpired')).toBe('Your session has expired');
  });

  it("lets a screen's own namespace fall back to the shared texts", () => {
    const i18n = createI18n();
    i18n.addResourceBundle('fr', 'screen', { title: 'Écran' });
    expect(i18n.t('title', { ns: 'screen' })).toBe('Écran');
    expect(i18n.t('errors.default', { ns: 'screen' })).toBe('Une erreur est survenue');
  });

  it('builds a cookie readable by the server on every path', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(languageCookie('fr-ch', now)).toBe('lang=fr-ch; expires=Mon, 01 Mar 2027 12:00:00 GMT; path=/; SameSite=Lax');
  });
});
