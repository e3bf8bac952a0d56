import { Avatar, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBuilding, IconBuildingCommunity, IconLogout, IconReceipt, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../session/session-store';

function initials(firstName: string, lastName: string, fallback: string): string {
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.trim();
  return (letters || fallback.charAt(0)).toUpperCase();
}

/** The user's own links; logging out goes through /account/logout, which clears the session. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* The initials are a picture of the name: the button is named in words (WCAG 2.5.3). */}
        <UnstyledButton>
          <Avatar color="indigo" radius="xl" size="md" aria-hidden>
            {initials(user.firstName, user.lastName, user.email)}
          </Avatar>
          <VisuallyHidden>{`${t('layout.userMenu')}: ${name}`}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {name}
          {user.isStaff || user.isSuperUser ? ` · ${t('layout.staff')}` : ''}
        </Menu.Label>
        <Menu.Item component={Link} to="/profile/user" leftSection={<IconUser size={16} aria-hidden />}>
          {t('layout.profileUser')}
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/org" leftSection={<IconBuilding size={16} aria-hidden />}>
          {t('layout.profileOrg')}
        </Menu.Item>
        <Menu.Item component={Link} to="/subscriptions" leftSection={<IconReceipt size={16} aria-hidden />}>
          {t('layout.subscriptions')}
        </Menu.Item>
        {(user.isStaff || user.isSuperUser) && (
          <Menu.Item component={Link} to="/admin/organizations" leftSection={<IconBuildingCommunity size={16} aria-hidden />}>
            {t('layout.staffOrganizations')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/account/logout" leftSection={<IconLogout size={16} aria-hidden />}>
          {t('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
