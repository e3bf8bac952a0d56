import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate, useActiveOrganization } from '@benevo/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function SubscriptionsPage() {
  const { t } = useTranslation();
  const organization = useActiveOrganization();
  if (!organization) return <Text>{t('profile.noOrganization')}</Text>;
  const rows: [string, string][] = [
    [t('subscriptions.licence'), t(`licence.${organization.licenseType}`)],
    [
      t('subscriptions.validUntil'),
      organization.validUntil ? formatCalendarDate(organization.validUntil) : t('subscriptions.none'),
    ],
    [t('subscriptions.supportType'), t(`supportType.${organization.supportType}`)],
  ];
  return (
    <Paper withBorder p="lg" maw={560}>
      <Title order={1} size="h2" mb="md">
        {t('subscriptions.title')}
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="md">
        {t('subscriptions.change')}{' '}
        <Anchor component={Link} to="/infos/support">
          {t('menu.support')}
        </Anchor>
      </Text>
    </Paper>
  );
}
