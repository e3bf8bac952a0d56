import { useQuery } from '@apollo/client/react';
import { moment } from '@benevo/ui';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VolunteerCampaignsDocument } from '../gql/graphql';

/** When the volunteer registered, in the reader's own time zone: '02.05.2031'. */
export function formatRegisteredAt(registeredAt: string): string {
  return moment(registeredAt).format('DD.MM.YYYY');
}

/**
 * "My campaigns" of the space: the volunteer's registrations to published campaigns (the server keeps
 * only those, spec 4), with the campaign's contact. Like the waiting lists, hidden when there is none.
 */
export function VolunteerCampaigns({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(VolunteerCampaignsDocument, { variables: { token } });
  const registrations = data?.volunteerCampaignRegistrations ?? [];

  if (!data && error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Group justify="space-between" gap="xs">
          <span>{t('portal.campaigns.error')}</span>
          <Button size="xs" variant="light" loading={loading} onClick={() => void refetch().catch(() => undefined)}>
            {t('portal.space.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (registrations.length === 0) return null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="my-campaigns">
      <Title order={2} size="h3" id="my-campaigns">
        {t('portal.campaigns.title')}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {registrations.map((registration) => (
          <Card key={registration.id} withBorder padding="md" radius="md" component="li">
            <Stack gap={4}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {registration.name}
              </Text>
              {registration.description && (
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {registration.description}
                </Text>
              )}
              <Text size="sm">
                {t('portal.campaigns.registeredAt')} <time dateTime={registration.registeredAt}>{formatRegisteredAt(registration.registeredAt)}</time>
              </Text>
              {(registration.contactName || registration.contactEmail) && (
                <Text size="sm">
                  {t('portal.campaigns.contact')} {registration.contactName}
                  {registration.contactEmail && (
                    <>
                      {registration.contactName ? ' · ' : ''}
                      <Anchor href={`mailto:${registration.contactEmail}`}>{registration.contactEmail}</Anchor>
                    </>
                  )}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
