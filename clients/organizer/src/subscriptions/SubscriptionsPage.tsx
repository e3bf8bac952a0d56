import { hasProRights, LICENSE_FIELD_LIMITS, LICENSE_TYPES, licenceRunning, RIGHTS, type LicenseType } from '@benevo/schema';
import { formatCalendarDate, type SessionOrganization, useActiveOrganization } from '@benevo/ui';
import { Alert, Anchor, Badge, Card, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSubscriptionsT } from './i18n/use-subscriptions-t';

type T = ReturnType<typeof useSubscriptionsT>['t'];

/** A row of the comparison: what one licence gives for one feature. */
interface CompareRow {
  key: string;
  label: string;
  cell: (licence: LicenseType) => ReactNode;
}

function fieldLimit(t: T, limit: number | null): string {
  if (limit === null) return t('unlimited');
  return limit === 0 ? t('none') : t('count', { count: limit });
}

function yesNo(t: T, yes: boolean, otherwise: string = t('notIncluded')): ReactNode {
  return (
    <Group gap={4} wrap="nowrap">
      {yes ? <IconCheck size={16} aria-hidden color="var(--mantine-color-green-7)" /> : <IconX size={16} aria-hidden color="var(--mantine-color-gray-6)" />}
      <span>{yes ? t('included') : otherwise}</span>
    </Group>
  );
}

/**
 * The rows of the comparison (spec 1, 2 and 6): the licence field limits and the Pro/Corporate rights
 * from @benevo/schema, so the page says what the server enforces. The feature flags are options of
 * every licence, enabled per organization.
 */
export function compareRows(t: T): CompareRow[] {
  const pro = (licence: LicenseType) => hasProRights({ licenseType: licence });
  return [
    { key: 'volunteerFields', label: t('volunteerFields'), cell: (licence) => fieldLimit(t, LICENSE_FIELD_LIMITS[licence].volunteer) },
    { key: 'eventFields', label: t('eventFields'), cell: (licence) => fieldLimit(t, LICENSE_FIELD_LIMITS[licence].event) },
    { key: 'calendar', label: t('calendar'), cell: (licence) => yesNo(t, pro(licence)) },
    { key: 'validation', label: t('validation'), cell: (licence) => yesNo(t, pro(licence), t('withOption')) },
    { key: 'options', label: t('options'), cell: () => t('onRequest') },
  ];
}

const licenceOf = (organization: SessionOrganization) => organization.licenseType.toLowerCase() as LicenseType;

/** /subscriptions — the organization's licence and its validity, what each licence allows, the features on. */
export default function SubscriptionsPage() {
  const { t } = useSubscriptionsT();
  const organization = useActiveOrganization();
  if (!organization) return <Alert color="yellow">{t('translation:profile.noOrganization')}</Alert>;
  const current = licenceOf(organization);
  const running = licenceRunning({ validUntil: organization.validUntil });
  const validUntil = organization.validUntil ? formatCalendarDate(organization.validUntil) : null;
  const rows = compareRows(t);
  const currentStyle = { background: 'var(--mantine-primary-color-light)' };
  // On a phone the comparison is one card per licence rather than a table scrolling sideways.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1}>{t('title')}</Title>
      <Paper withBorder p="lg">
        <Table variant="vertical" layout="fixed" maw={560}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" w={200}>
                {t('licence')}
              </Table.Th>
              <Table.Td data-testid="current-licence">{t(`translation:licence.${organization.licenseType}`)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('validUntil')}</Table.Th>
              <Table.Td>
                <Group gap="xs">
                  <span>{validUntil ?? t('noEnd')}</span>
                  <Badge color={running ? 'green' : 'red'} variant="light">
                    {running ? t('running') : t('expired')}
                  </Badge>
                </Group>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('supportType')}</Table.Th>
              <Table.Td>
                <Anchor component={Link} to="/infos/support">
                  {t(`translation:supportType.${organization.supportType}`)}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {!running && validUntil && (
          <Alert color="red" mt="md" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
            {t('expiredText', { date: validUntil })}
          </Alert>
        )}
        {organization.hasProRights && !hasProRights({ licenseType: current }) && (
          <Text size="sm" mt="md">
            {t('grantedPro')}
          </Text>
        )}
      </Paper>

      <section aria-labelledby="licence-compare-title">
        <Title order={2} size="h3" mb="sm" id="licence-compare-title">
          {t('compareTitle')}
        </Title>
        {isPhone ? (
          <SimpleGrid cols={1} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('compareLabel')}>
            {LICENSE_TYPES.map((licence) => (
              <Card
                key={licence}
                withBorder
                padding="sm"
                component="li"
                data-licence={licence}
                aria-current={licence === current ? 'true' : undefined}
                style={licence === current ? { ...currentStyle, borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
              >
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h4">
                    {t(`translation:licence.${licence.toUpperCase()}`)}
                  </Title>
                  {licence === current && <Badge size="sm">{t('current')}</Badge>}
                </Group>
                <Stack gap={6}>
                  {rows.map((row) => (
                    <div key={row.key}>
                      <Text size="xs" c="dimmed">
                        {row.label}
                      </Text>
                      <Text size="sm" component="div">
                        {row.cell(licence)}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table withTableBorder withColumnBorders verticalSpacing="sm" aria-label={t('compareLabel')} data-testid="licence-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('feature')}</Table.Th>
                  {LICENSE_TYPES.map((licence) => (
                    <Table.Th
                      key={licence}
                      scope="col"
                      data-licence={licence}
                      aria-current={licence === current ? 'true' : undefined}
                      style={licence === current ? currentStyle : undefined}
                    >
                      <Stack gap={2}>
                        <span>{t(`translation:licence.${licence.toUpperCase()}`)}</span>
                        {licence === current && (
                          <Badge size="xs" variant="filled">
                            {t('current')}
                          </Badge>
                        )}
                      </Stack>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key} data-row={row.key}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    {LICENSE_TYPES.map((licence) => (
                      <Table.Td key={licence} data-licence={licence} style={licence === current ? currentStyle : undefined}>
                        {row.cell(licence)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>

      <section aria-labelledby="features-title">
        <Title order={2} size="h3" mb="sm" id="features-title">
          {t('yourFeatures')}
        </Title>
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {RIGHTS.map((right) => {
            const on = organization.rights[right];
            return (
              <Badge
                key={right}
                component="li"
                size="lg"
                variant={on ? 'light' : 'outline'}
                color={on ? 'green' : 'gray'}
                leftSection={on ? <IconCheck size={14} aria-hidden /> : <IconX size={14} aria-hidden />}
                data-right={right}
                data-on={on ? 'true' : 'false'}
              >
                {t(`rights.${right}`)} · {on ? t('enabled') : t('disabled')}
              </Badge>
            );
          })}
        </Group>
      </section>

      <Text size="sm">
        {t('change')}{' '}
        <Anchor component={Link} to="/infos/contact">
          {t('contact')}
        </Anchor>
        {' · '}
        <Anchor component={Link} to="/infos/support">
          {t('support')}
        </Anchor>
      </Text>
    </Stack>
  );
}
