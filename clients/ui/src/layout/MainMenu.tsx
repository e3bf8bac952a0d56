import { Badge, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from './menu';

/** The entry of the current page, or a section holding it. */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.to && pathname === item.to) return true;
  return (item.children ?? []).some((child) => isActive(child, pathname));
}

function MenuEntry({ item, pathname, onNavigate }: { item: MenuItem; pathname: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const active = isActive(item, pathname);
  const Icon = item.icon;
  const icon = Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : undefined;
  const badge =
    item.badge !== undefined && item.badge > 0 ? (
      <Badge size="sm" color="red" circle aria-label={t('menu.pendingValidations', { count: item.badge })}>
        {item.badge}
      </Badge>
    ) : undefined;

  if (item.children) {
    return (
      <NavLink label={t(item.label)} leftSection={icon} defaultOpened={active} childrenOffset={28}>
        {item.children.map((child) => (
          <MenuEntry key={child.key} item={child} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.to ?? '/'}
      label={t(item.label)}
      leftSection={icon}
      rightSection={badge}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

export function MainMenu({ items, onNavigate }: { items: MenuItem[]; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      {items.map((item) => (
        <MenuEntry key={item.key} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </>
  );
}
