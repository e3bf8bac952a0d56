import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PortalOrganizationDocument } from '../gql/graphql';
import { LoginLinkForm } from './LoginLinkForm';
import { OrganizationLogo, OrganizationPicker, type PortalOrganization } from './OrganizationPicker';

/**
 * /portal: a volunteer asks for a one-time login link — the organization (searched by name, or given by
 * a link `?organization=<slug or id>`), then the e-mail address.
 */
export default function PortalHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const preset = params.get('organization')?.trim() || null;
  const [picked, setPicked] = useState<PortalOrganization | null>(null);
  // After a choice or a change the next field takes the focus (the button that was pressed is gone).
  const [moved, setMoved] = useState(false);
  const presetQuery = useQuery(PortalOrganizationDocument, { variables: { organization: preset ?? '' }, skip: !preset || picked !== null });
  const organization = picked ?? (preset ? presetQuery.data?.portalOrganization ?? null : null);
  const presetMissing = !!preset && !picked && !!presetQuery.error && !presetQuery.data;

  const pick = (organization: PortalOrganization) => {
    setPicked(organization);
    setMoved(true);
    // A reload (or a bookmark) keeps the choice.
    setParams({ organization: organization.slug }, { replace: true });
  };
  const change = () => {
    setPicked(null);
    setMoved(true);
    setParams({}, { replace: true });
  };

  return (
    <Stack gap="md" mt="md" maw={560} mx="auto">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={1} size="h2" mb="xs">
          {t('portal.homeTitle')}
        </Title>
        <Text mb="md">{t('portal.access.loginIntro')}</Text>
        <Stack gap="md">
          {preset && !picked && presetQuery.loading ? (
            <Center role="status" aria-label={t('app.loading')} py="md">
              <Loader aria-hidden />
            </Center>
          ) : organization ? (
            <Card withBorder padding="sm" aria-label={t('portal.access.organizationChosen', { name: organization.name })}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <OrganizationLogo organization={organization} size={40} />
                <Stack gap={2} align="flex-start" style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed">
                    {t('portal.access.organization')}
                  </Text>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {organization.name}
                  </Text>
                  <Button variant="subtle" size="compact-sm" px={0} onClick={change}>
                    {t('portal.access.organizationChange')}
                  </Button>
                </Stack>
              </Group>
            </Card>
          ) : (
            <>
              {presetMissing ? (
                <Alert color="orange" role="alert">
                  {t('portal.access.organizationNotFound')}
                </Alert>
              ) : null}
              <OrganizationPicker onPick={pick} autoFocus={moved} />
            </>
          )}
          {organization ? <LoginLinkForm key={organization.id} organization={organization} autoFocus={moved} /> : null}
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group gap="xs" mb={4} wrap="nowrap">
          <IconLink size={18} aria-hidden />
          <Title order={2} size="h4">
            {t('portal.access.personalLinkTitle')}
          </Title>
        </Group>
        <Text size="sm">{t('portal.access.personalLinkText')}</Text>
        <Group gap="xs" mt="xs" wrap="nowrap" align="flex-start">
          <IconKey size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('portal.homeKeep')}
          </Text>
        </Group>
      </Paper>
    </Stack>
  );
}
