import { ConfirmModal, EmptyState, PageLoader, QueryError, useActiveOrganization, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { AttributeActions } from './AttributeActions';
import { translate } from '@benevo/schema';
import { useState } from 'react';
import { type CustomAttributeFieldsFragment, DeleteCustomAttributeDocument, VolunteerAttributesDocument } from '../gql/graphql';
import { AttributeModal } from './AttributeModal';
import { useFormsT } from './i18n/use-forms-t';
import { fieldLimitsFor } from './licence';

type Editing = { attribute: CustomAttributeFieldsFragment | null } | null;

/** /volunteer/attributes — the organization's custom volunteer fields (spec 3 Attribute, spec 6 limits). */
export default function VolunteerAttributesPage() {
  const { t, i18n } = useFormsT();
  const organization = useActiveOrganization();
  const { data, loading, error, refetch } = useQuery(VolunteerAttributesDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteAttribute] = useMutation(DeleteCustomAttributeDocument, { refetchQueries: ['VolunteerAttributes'] });
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<CustomAttributeFieldsFragment | null>(null);
  const run = useMutationAction();

  const attributes = data?.customAttributes ?? [];
  const limit = fieldLimitsFor(organization).volunteer;
  const full = limit !== null && attributes.length >= limit;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('attributes.title')}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ attribute: null })} disabled={full}>
          {t('attributes.add')}
        </Button>
      </Group>
      <Text c="dimmed">{t('attributes.intro')}</Text>
      {limit !== null && (
        <Alert icon={<IconInfoCircle size={18} aria-hidden />} color={full ? 'orange' : 'blue'}>
          {limit === 0
            ? t('attributes.limitNone')
            : full
              ? t('attributes.limitReached', { max: limit })
              : t('attributes.limitCount', { count: attributes.length, max: limit })}
        </Alert>
      )}
      {loading && !data && <PageLoader />}
      {error && !data && <QueryError error={error} onRetry={() => void refetch()} forbidden={t('events:common.forbidden')} />}
      {data && attributes.length === 0 && (
        <EmptyState text={t('attributes.empty')} />
      )}
      {attributes.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('attributes.name')}</Table.Th>
                <Table.Th>{t('attributes.valueType')}</Table.Th>
                <Table.Th>{t('attributes.options')}</Table.Th>
                <Table.Th>{t('attributes.onRegistration')}</Table.Th>
                <Table.Th>{t('attributes.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attributes.map((attribute) => (
                <Table.Tr key={attribute.id}>
                  <Table.Td>{attribute.name}</Table.Td>
                  <Table.Td>{t(`valueTypes.${attribute.valueType}`)}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {attribute.options.map((option) => (
                        <Badge key={option.id} variant="light" tt="none">
                          {option.option}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{attribute.onRegistration ? t('attributes.yes') : t('attributes.no')}</Table.Td>
                  <Table.Td>
                    <AttributeActions
                      editLabel={t('attributes.edit', { name: attribute.name })}
                      deleteLabel={t('attributes.delete', { name: attribute.name })}
                      onEdit={() => setEditing({ attribute })}
                      onDelete={() => setToDelete(attribute)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <AttributeModal attribute={editing.attribute} onClose={() => setEditing(null)} onSaved={() => void refetch()} />
      )}
      <ConfirmModal
        opened={toDelete !== null}
        title={t('attributes.deleteTitle')}
        text={t('attributes.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await run(() => deleteAttribute({ variables: { id: toDelete.id } }), {
            success: t('attributes.deleted'),
            fallback: translate(i18n.language, 'forms.deleteError'),
          });
        }}
      />
    </Stack>
  );
}
