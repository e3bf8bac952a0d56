import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconCalendarEvent, IconCoins, IconPackage, IconQrcode, IconShoppingBag, IconTicket, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The sections of the token space, each at its own address under /portal/t/:token. */
export const SPACE_SECTIONS = ['participations', 'groups', 'swaps', 'points', 'shop', 'orders', 'vouchers', 'badge', 'profile'] as const;
export type SpaceSection = (typeof SPACE_SECTIONS)[number];

const ICONS: Record<SpaceSection, ReactNode> = {
  participations: <IconCalendarEvent size={16} aria-hidden />,
  groups: <IconUsersGroup size={16} aria-hidden />,
  swaps: <IconArrowsExchange size={16} aria-hidden />,
  points: <IconCoins size={16} aria-hidden />,
  shop: <IconShoppingBag size={16} aria-hidden />,
  orders: <IconPackage size={16} aria-hidden />,
  vouchers: <IconTicket size={16} aria-hidden />,
  badge: <IconQrcode size={16} aria-hidden />,
  profile: <IconUserCircle size={16} aria-hidden />,
};

/** The address of a section: the participations are the space's own page. */
export function sectionPath(token: string, section: SpaceSection): string {
  return section === 'participations' ? `/portal/t/${token}` : `/portal/t/${token}/${section}`;
}

/**
 * The section menu: links that wrap onto a second line on a phone rather than scroll sideways; the
 * current one is filled and marked for screen readers.
 */
export function SpaceNav({ token, current, sections }: { token: string; current: SpaceSection; sections: readonly SpaceSection[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('portal.nav.label')}>
      <Group gap={6} wrap="wrap" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {sections.map((section) => (
          <li key={section}>
            <Button
              component={Link}
              to={sectionPath(token, section)}
              size="compact-md"
              radius="xl"
              variant={section === current ? 'filled' : 'default'}
              aria-current={section === current ? 'page' : undefined}
              leftSection={ICONS[section]}
            >
              {t(`portal.nav.${section}`)}
            </Button>
          </li>
        ))}
      </Group>
    </nav>
  );
}
