import type { SupportType } from '@benevo/ui';

/** Spec 6 support tiers; prices in CHF per month (standard is billed per hour, see its lines). */
export interface SupportTier {
  type: SupportType;
  monthlyPrice: number | null;
  /** i18n keys of the tier's terms, in display order. */
  terms: string[];
}

export const SUPPORT_TIERS: SupportTier[] = [
  {
    type: 'STANDARD',
    monthlyPrice: null,
    terms: ['infos.standard1', 'infos.standard2', 'infos.standard3', 'infos.standard4', 'infos.standard5'],
  },
  { type: 'PLUS', monthlyPrice: 45, terms: ['infos.plus1', 'infos.plus2', 'infos.plus3'] },
  { type: 'PREMIUM', monthlyPrice: 200, terms: ['infos.premium1', 'infos.premium2', 'infos.premium3'] },
];
