import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatCalendarDate, menuFor, menuLinks, SOON_PATH, useSessionUser } from '@benevo/ui';
import { IconCalendarPlus, IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** How many menu shortcuts the dashboard offers. */
const SHORTCUT_COUNT = 6;

export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const organization = user?.activeOrganization;
  if (!user) return null;
  const shortcuts = organization
    ? menuLinks(menuFor(organization))
        .filter((item) => item.to !== SOON_PATH && item.to !== '/dashboard')
        .slice(0, SHORTCUT_COUNT)
    : [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('dashboard.welcome', { name: user.firstName || user.username })}</Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </div>

      {organization && (
        <Card withBorder padding="lg" component="section" aria-labelledby="organization-title">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('dashboard.organization')}
              </Text>
              <Title order={2} size="h3" id="organization-title">
                {organization.name}
              </Title>
              <Group gap="xs">
                <Badge variant="light">
                  {t('dashboard.licence')} {t(`licence.${organization.licenseType}`)}
                </Badge>
                <Badge variant="outline">
                  {t('dashboard.support')} {t(`supportType.${organization.supportType}`)}
                </Badge>
              </Group>
              <Text size="sm">
                {organization.validUntil
                  ? t('dashboard.validUntil', { date: formatCalendarDate(organization.validUntil) })
                  : t('dashboard.noExpiry')}
              </Text>
              {organization.nbPendingValidations > 0 && (
                <Text size="sm" c="orange.9">
                  {t('dashboard.pendingValidations', { count: organization.nbPendingValidations })}
                </Text>
              )}
            </Stack>
            <Button
              component={Link}
              to="/infos/support"
              variant="default"
              leftSection={<IconLifebuoy size={18} aria-hidden />}
            >
              {t('dashboard.seeSupport')}
            </Button>
          </Group>
        </Card>
      )}

      <Card withBorder padding="xl" component="section" aria-labelledby="events-title">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconCalendarPlus size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3" id="events-title">
            {t('dashboard.noEvents')}
          </Title>
          <Text c="dimmed" maw={460}>
            {t('dashboard.noEventsText')}
          </Text>
          <Button component={Link} to="/events/new">
            {t('dashboard.createEvent')}
          </Button>
        </Stack>
      </Card>

      {shortcuts.length > 0 && (
        <section aria-labelledby="shortcuts-title">
          <Title order={2} size="h4" mb="sm" id="shortcuts-title">
            {t('dashboard.shortcuts')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {shortcuts.map((item) => (
              <Button key={item.key} component={Link} to={item.to ?? '/'} variant="light" justify="flex-start">
                {t(item.label)}
              </Button>
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
