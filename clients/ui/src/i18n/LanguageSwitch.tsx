import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from './i18n';
import { isLanguage, SELECTABLE_LANGUAGES, writeLanguageCookie } from './language';

/**
 * Stores the visitor's language in the `lang` cookie (the server reads it too) and applies it.
 * Hidden when the organization shown forces a language (organization 120: fr-ch).
 */
export function LanguageSwitch({ forcedLanguage }: { forcedLanguage?: string | null }) {
  const { t, i18n } = useTranslation();
  if (forcedLanguage) return null;
  // fr-ch (left by a forced organization) is French for the visitor.
  const current = i18n.language === 'fr-ch' ? 'fr' : i18n.language;
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      value={current}
      data={SELECTABLE_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (!isLanguage(language)) return;
        writeLanguageCookie(language);
        applyLanguage(i18n, language);
      }}
    />
  );
}
