import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicOrganizationQuery } from '../gql/graphql';

type Organization = PublicOrganizationQuery['publicOrganization'];

/** The organization's name, logo and description at the top of its public pages. */
export function OrganizationHeader({ organization, title }: { organization: Organization; title?: string }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      {organization.logo && (
        <Avatar src={organization.logo} alt="" size={64} radius="md" variant="default" imageProps={{ loading: 'lazy' }} />
      )}
      <Stack gap={4} style={{ minWidth: 0 }}>
        {title ? (
          <>
            <Text c="dimmed" size="sm">
              {organization.name}
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
          </>
        ) : (
          <Title order={1} size="h2">
            {organization.name}
          </Title>
        )}
      </Stack>
    </Group>
  );
}
