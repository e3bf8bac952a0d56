import { useQuery } from '@apollo/client/react';
import { QueryError } from '@benevo/ui';
import { Avatar, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalOrganizationsDocument, type PortalOrganizationsQuery } from '../gql/graphql';

export type PortalOrganization = PortalOrganizationsQuery['portalOrganizations'][number];

/** Searches at least this many characters (the server answers nothing below). */
const MIN_SEARCH = 2;

export function OrganizationLogo({ organization, size = 36 }: { organization: Pick<PortalOrganization, 'logo' | 'name'>; size?: number }) {
  return (
    <Avatar src={organization.logo} alt="" size={size} radius="sm" color="blue">
      <IconBuildingCommunity size={size * 0.6} aria-hidden />
    </Avatar>
  );
}

/** The portal home's organization search: a text field and the organizations whose name matches, as buttons. */
export function OrganizationPicker({ onPick, autoFocus = false }: { onPick: (organization: PortalOrganization) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const listId = useId();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const tooShort = debounced.length < MIN_SEARCH;
  const { data, previousData, loading, error, refetch } = useQuery(PortalOrganizationsDocument, { variables: { search: debounced }, skip: tooShort });
  const organizations = tooShort ? [] : (data ?? previousData)?.portalOrganizations ?? [];

  return (
    <Stack gap="xs">
      <TextInput
        label={t('portal.access.organizationSearch')}
        description={t('portal.access.organizationSearchHint')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={loading ? <Loader size="xs" aria-label={t('portal.access.searching')} /> : null}
        autoComplete="organization"
        aria-controls={organizations.length > 0 ? listId : undefined}
        autoFocus={autoFocus}
      />
      {error && !data ? (
        <QueryError error={error} onRetry={() => void refetch()} fallback={t('errors.default')} />
      ) : (
        <div aria-live="polite">
          {!tooShort && !loading && data && organizations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('portal.access.organizationNone', { search: debounced })}
            </Text>
          ) : null}
          {organizations.length > 0 ? (
            <Stack component="ul" id={listId} gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('portal.access.organizationResults')}>
              {organizations.map((organization) => (
                <li key={organization.id}>
                  <UnstyledButton
                    onClick={() => onPick(organization)}
                    w="100%"
                    p="xs"
                    style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <OrganizationLogo organization={organization} />
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {organization.name}
                      </Text>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          ) : null}
        </div>
      )}
    </Stack>
  );
}
