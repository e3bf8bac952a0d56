import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const AUDIT_NAMESPACE = 'audit';

const bundles = { fr, de, en } as const;

export function registerAuditMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, AUDIT_NAMESPACE)) {
      i18n.addResourceBundle(language, AUDIT_NAMESPACE, bundle, true, false);
    }
  }
}

/** The dotted action names the screen knows (`login.succeeded`...), from the French labels' tree. */
export const AUDIT_ACTION_NAMES: string[] = Object.entries(fr.actions).flatMap(([group, names]) =>
  Object.keys(names).map((name) => `${group}.${name}`),
);

/** useTranslation for the audit log: its namespace first, then the app's shared texts. */
export function useAuditT() {
  const { i18n } = useTranslation();
  registerAuditMessages(i18n);
  return useTranslation([AUDIT_NAMESPACE, 'translation']);
}
