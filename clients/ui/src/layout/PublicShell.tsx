import { Anchor, AppShell, Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { SkipLink } from './AppLayout';

interface PublicShellProps {
  /** Where the brand links to. */
  homePath: string;
  /** A subtitle after the brand (the app's name: portal, manager space…). */
  subtitle?: string;
  /** Extra header content (before the language switch). */
  actions?: ReactNode;
  /** The language the organization shown forces, if any (hides the switch). */
  forcedLanguage?: string | null;
}

/** The mobile-first frame of the apps without the organizer menu: portal, manager space, public site. */
export function PublicShell({ homePath, subtitle, actions, forcedLanguage }: PublicShellProps) {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <SkipLink />
      <AppShell.Header>
        <Container size="md" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={homePath} underline="never" c="inherit">
                <Title order={2} size="h4">
                  {t('app.title')}
                </Title>
              </Anchor>
              {subtitle && (
                <Text c="dimmed" size="sm" truncate="end">
                  {subtitle}
                </Text>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              {actions}
              <LanguageSwitch forcedLanguage={forcedLanguage} />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size="md" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
