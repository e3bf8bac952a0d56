import type { PrintKind } from '../gql/graphql';

/** The print screens in menu order, each with its route (spec 2 names the first three). */
export const PRINT_ROUTES: ReadonlyArray<{ kind: PrintKind; path: string }> = [
  { kind: 'PLANNING', path: '/action/print' },
  { kind: 'PER_VOLUNTEER', path: '/action/print-ppb' },
  { kind: 'VOUCHERS', path: '/action/print-bon' },
  { kind: 'TSHIRTS', path: '/action/print-tshirts' },
  { kind: 'MEALS', path: '/action/print-meals' },
];

/** The planning's two layouts (PrintFilter.layout). */
export const PLANNING_LAYOUTS = ['page_per_position', 'compact'] as const;
export type PlanningLayout = (typeof PLANNING_LAYOUTS)[number];
