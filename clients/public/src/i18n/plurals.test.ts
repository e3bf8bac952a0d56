import { createI18n } from '@benevo/ui';
import { publicMessages } from './messages';

describe('public texts', () => {
  it('agree with their count (never "1 / 1 libres") and speak to everyone alike', async () => {
    const i18n = createI18n(publicMessages);
    await i18n.changeLanguage('fr');
    expect(i18n.t('public.slots.freeShort', { count: 1, total: 1 })).toBe('1 / 1 libre');
    expect(i18n.t('public.slots.freeShort', { count: 3, total: 4 })).toBe('3 / 4 libres');
    expect(i18n.t('public.form.asGroupHint', { max: 10 })).toBe("Vous inscrivez plusieurs personnes en une fois (jusqu'à 10), vous y compris.");
  });
});
