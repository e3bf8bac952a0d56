import { Anchor, AppShell, Burger, Group, ScrollArea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useActiveOrganization } from '../session/session-store';
import { MainMenu } from './MainMenu';
import { type MenuItem, menuFor } from './menu';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { StaffVisitBanner } from './StaffVisitBanner';
import { UserMenu } from './UserMenu';

/** Lets keyboard users jump over the header and menu. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Anchor
      href="#main-content"
      style={{ position: 'absolute', left: -9999, zIndex: 1000 }}
      onFocus={(event) => Object.assign(event.currentTarget.style, { left: '8px', top: '8px' })}
      onBlur={(event) => Object.assign(event.currentTarget.style, { left: '-9999px' })}
    >
      {t('app.skipToContent')}
    </Anchor>
  );
}

/** The organizer's frame: header (organization, language, user), menu from the organization's flags, page. */
export function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const organization = useActiveOrganization();
  const menu: MenuItem[] = organization ? menuFor(organization) : [];
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('layout.closeMenu') : t('layout.openMenu')}
              aria-expanded={opened}
              aria-controls="main-navigation"
            />
            <Anchor component={Link} to="/dashboard" underline="never" c="inherit">
              <Title order={2} size="h3">
                {t('app.title')}
              </Title>
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap="sm" visibleFrom="xs" wrap="nowrap">
              <OrganizationSwitcher />
            </Group>
            <LanguageSwitch forcedLanguage={organization?.forcedLanguage} />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="main-navigation" aria-label={t('layout.navigation')}>
        <AppShell.Section hiddenFrom="xs" p="sm">
          <OrganizationSwitcher />
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} p="xs">
          <MainMenu items={menu} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <StaffVisitBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
