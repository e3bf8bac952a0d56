import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const SHOP_NAMESPACE = 'shop';

const bundles = { fr, de, en } as const;

export function registerShopMessages(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, SHOP_NAMESPACE)) {
      i18n.addResourceBundle(language, SHOP_NAMESPACE, bundle, true, false);
    }
  }
}

/** useTranslation for the shop screens (products, orders, vouchers): their namespace first, then the app's shared texts. */
export function useShopT() {
  const { i18n } = useTranslation();
  registerShopMessages(i18n);
  return useTranslation([SHOP_NAMESPACE, 'translation']);
}
