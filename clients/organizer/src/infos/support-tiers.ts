import { SUPPORT_TIERS as TIERS } from '@benevo/schema';
import type { SupportType } from '@benevo/ui';

/** One line of a tier's terms: an i18n key and the figures it shows. */
export interface SupportTerm {
  key: string;
  params?: Record<string, number>;
}

/** How a tier is priced: per hour (standard) or per month. */
export interface SupportPrice {
  key: 'infos.perHour' | 'infos.perMonth';
  price: number;
}

export interface SupportTier {
  type: SupportType;
  price: SupportPrice;
  terms: SupportTerm[];
}

/** Spec 6 support tiers, in display order; every figure comes from @benevo/schema's SUPPORT_TIERS (CHF). */
export const SUPPORT_TIERS: SupportTier[] = [
  {
    type: 'STANDARD',
    price: { key: 'infos.perHour', price: TIERS.standard.hourlyRate },
    terms: [
      { key: 'infos.standard1' },
      { key: 'infos.standard2', params: { minutes: TIERS.standard.stepMinutes } },
      { key: 'infos.standard3', params: { price: TIERS.standard.urgentFee } },
      { key: 'infos.standard4' },
      { key: 'infos.standard5', params: { price: TIERS.standard.training } },
    ],
  },
  {
    type: 'PLUS',
    price: { key: 'infos.perMonth', price: TIERS.plus.monthly },
    terms: [
      { key: 'infos.plus1', params: { count: TIERS.plus.minimumMonths } },
      { key: 'infos.plus2', params: { count: TIERS.plus.includedHours } },
      { key: 'infos.plus3' },
    ],
  },
  {
    type: 'PREMIUM',
    price: { key: 'infos.perMonth', price: TIERS.premium.monthly },
    terms: [{ key: 'infos.premium1' }, { key: 'infos.premium2' }, { key: 'infos.premium3' }],
  },
];
