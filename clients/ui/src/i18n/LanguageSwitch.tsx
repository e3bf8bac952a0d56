import { isInterfaceLanguage } from '@benevo/schema';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applyLanguage } from './i18n';
import { SELECTABLE_LANGUAGES, writeLanguageCookie } from './language';

/**
 * Stores the visitor's language in the `lang` cookie (the server reads it too) and applies it. fr-ch
 * shows the French texts and stays fr-ch in the cookie and towards the server.
 * Hidden when the organization shown forces a language (organization 120: fr-ch).
 */
export function LanguageSwitch({ forcedLanguage }: { forcedLanguage?: string | null }) {
  const { t, i18n } = useTranslation();
  if (forcedLanguage) return null;
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="xs"
      value={i18n.language}
      data={SELECTABLE_LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (!isInterfaceLanguage(language)) return;
        writeLanguageCookie(language);
        applyLanguage(i18n, language);
      }}
    />
  );
}
