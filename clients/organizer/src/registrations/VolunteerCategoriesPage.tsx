import { PageLoader, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Button, Card, Group, Stack, Switch, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CreateVolunteerCategoryDocument,
  DeleteVolunteerCategoryDocument,
  UpdateVolunteerCategoryDocument,
  VolunteerCategoriesDocument,
  type VolunteerCategoriesQuery,
} from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { ActionModal, LoadError } from './components';

type Category = VolunteerCategoriesQuery['volunteerCategories'][number];

/** A category's name, saved when the field is left with a changed value. */
function NameField({ category, onSave }: { category: Category; onSave: (name: string) => Promise<boolean> }) {
  const { t } = useRegistrationsT();
  const [name, setName] = useState(category.name);
  return (
    <TextInput
      aria-label={t('categories.rename', { name: category.name })}
      value={name}
      onChange={(e) => setName(e.currentTarget.value)}
      onBlur={async () => {
        if (name.trim() === category.name) return;
        if (!(await onSave(name))) setName(category.name);
      }}
      onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
    />
  );
}

/** /volunteer/category — create, rename, mark default, delete the organization's volunteer categories. */
export default function VolunteerCategoriesPage() {
  const { t } = useRegistrationsT();
  const { data, loading, error, refetch } = useQuery(VolunteerCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreateVolunteerCategoryDocument);
  const [update] = useMutation(UpdateVolunteerCategoryDocument);
  const [remove] = useMutation(DeleteVolunteerCategoryDocument);
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const run = useMutationAction();

  const save = async (category: Category, input: { name?: string; isByDefault?: boolean }) => {
    const outcome = await run(() => update({ variables: { id: category.id, input } }), {
      success: t('categories.saved'),
      fieldErrors: 'toast',
    });
    return outcome.ok;
  };

  if (loading && !data) return <PageLoader />;
  if (!data) return <LoadError error={error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="md" maw={760}>
      <div>
        <Anchor component={Link} to="/volunteer/list" size="sm">
          ← {t('categories.backToList')}
        </Anchor>
        <Title order={1} mt={4}>
          {t('categories.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('categories.intro')}
        </Text>
      </div>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          // A refused name is said under the field, not in a toast.
          const outcome = await run(() => create({ variables: { input: { name: newName } } }), {
            success: t('categories.created'),
            onSuccess: async () => {
              setNewName('');
              setNewError(null);
              await refetch();
            },
            fieldErrors: 'toast',
            errorToast: false,
          });
          if (!outcome.ok) setNewError(outcome.message);
        }}
      >
        <Group align="flex-start">
          <TextInput
            label={t('categories.newName')}
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            error={newError}
            flex={1}
            required
          />
          <Button type="submit" mt={25} loading={creating} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('categories.add')}
          </Button>
        </Group>
      </form>
      {data.volunteerCategories.length === 0 ? (
        <Card withBorder padding="lg" ta="center">
          <Text c="dimmed">{t('categories.empty')}</Text>
        </Card>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('categories.name')}</Table.Th>
              <Table.Th w={120}>{t('categories.isByDefault')}</Table.Th>
              <Table.Th w={60}>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('common.delete')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.volunteerCategories.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td>
                  <NameField category={category} onSave={(name) => save(category, { name })} />
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`${t('categories.isByDefault')} ${category.name}`}
                    checked={category.isByDefault}
                    onChange={(e) => void save(category, { isByDefault: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon color="red" variant="subtle" aria-label={t('categories.deleteLabel', { name: category.name })} onClick={() => setToDelete(category)}>
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <ActionModal
        opened={toDelete !== null}
        title={t('categories.deleteTitle')}
        text={t('categories.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await run(() => remove({ variables: { id: toDelete.id } }), {
            success: t('categories.deleted'),
            onSuccess: () => refetch(),
            fieldErrors: 'toast',
          });
        }}
      />
    </Stack>
  );
}
