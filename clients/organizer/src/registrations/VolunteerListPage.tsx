import { EmptyState, ExportMenu, PageLoader, useMutationAction } from '@benevo/ui';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTags, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DeleteVolunteerDocument,
  ExportVolunteersDocument,
  SetVolunteersCategoriesDocument,
  VolunteerCategoriesDocument,
  VolunteerListDocument,
  type VolunteerRowFragment,
} from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { ActionModal, LoadError } from './components';
import { SelectableHead, useRowSelection } from './selection';
import { fullName } from './logic';

/** The categories every selected volunteer shares: the bulk dialog starts from them. */
export function commonCategoryIds(volunteers: Array<Pick<VolunteerRowFragment, 'categories'>>): string[] {
  if (volunteers.length === 0) return [];
  const [first, ...rest] = volunteers;
  return first.categories.map((c) => c.id).filter((id) => rest.every((v) => v.categories.some((c) => c.id === id)));
}

/** /volunteer/list — the organization's volunteers: search, category filter, bulk categories, delete. */
export default function VolunteerListPage() {
  const { t } = useRegistrationsT();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(search, 300);
  const { data, loading, error, refetch } = useQuery(VolunteerListDocument, {
    variables: { search: debounced.trim() || null, categoryId },
    fetchPolicy: 'cache-and-network',
  });
  const categories = useQuery(VolunteerCategoriesDocument);
  const [setCategories, { loading: saving }] = useMutation(SetVolunteersCategoriesDocument);
  const [deleteVolunteer] = useMutation(DeleteVolunteerDocument);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkCategories, setBulkCategories] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<VolunteerRowFragment | null>(null);
  const run = useMutationAction();
  const client = useApolloClient();

  const volunteers = data?.volunteers ?? [];
  const selection = useRowSelection(volunteers.map((volunteer) => volunteer.id));
  const visibleSelected = selection.selected;
  const categoryOptions = (categories.data?.volunteerCategories ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('volunteers.title')}</Title>
        <Group gap="xs">
          <ExportMenu
            button={t('volunteers.export')}
            menuLabel={t('volunteers.exportLabel')}
            xlsx={t('volunteers.exportXlsx')}
            csv={t('volunteers.exportCsv')}
            success={(file) => t('volunteers.exported', { fileName: file.fileName, interpolation: { escapeValue: false } })}
            fetchFile={async (format) => {
              // The list's own filters: the file holds the volunteers shown.
              const variables = { format, categoryId, search: debounced.trim() || null };
              const result = await client.query({ query: ExportVolunteersDocument, variables, fetchPolicy: 'no-cache' });
              if (!result.data) throw new Error(t('common.loadFailed'));
              return result.data.exportVolunteers;
            }}
          />
          <Button component={Link} to="/volunteer/category" variant="light" leftSection={<IconTags size={18} aria-hidden />}>
            {t('volunteers.categoriesLink')}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" grow preventGrowOverflow={false}>
        <TextInput
          label={t('common.search')}
          placeholder={t('volunteers.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          miw={220}
        />
        <Select
          label={t('volunteers.category')}
          placeholder={t('volunteers.allCategories')}
          data={categoryOptions}
          value={categoryId}
          onChange={setCategoryId}
          clearable
          miw={200}
        />
      </Group>
      {visibleSelected.length > 0 && (
        <Group gap="xs" role="toolbar" aria-label={t('volunteers.selected', { count: visibleSelected.length })}>
          <Text fw={500}>{t('volunteers.selected', { count: visibleSelected.length })}</Text>
          <Button
            size="xs"
            onClick={() => {
              setBulkCategories(commonCategoryIds(volunteers.filter((v) => visibleSelected.includes(v.id))));
              setBulkOpen(true);
            }}
          >
            {t('volunteers.setCategories')}
          </Button>
        </Group>
      )}
      {loading && !data && <PageLoader />}
      {error && !data && <LoadError error={error} onRetry={() => void refetch()} />}
      {data && volunteers.length === 0 && (
        <EmptyState title={t('volunteers.empty')} text={search || categoryId ? t('volunteers.emptyFiltered') : t('volunteers.emptyText')} />
      )}
      {volunteers.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('volunteers.count', { count: volunteers.length })}
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <SelectableHead
                selection={selection}
                selectAllLabel={t('volunteers.selectAll')}
                columns={['name', 'email', 'phone', 'age', 'slots', 'categories'].map((column) => ({ label: t(`volunteers.${column}`) }))}
                actionsLabel={t('volunteers.delete')}
              />
              <Table.Tbody>
                {volunteers.map((volunteer) => {
                  const name = fullName(volunteer) || volunteer.email;
                  return (
                    <Table.Tr key={volunteer.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={t('volunteers.selectRow', { name })}
                          checked={selection.isSelected(volunteer.id)}
                          onChange={(e) =>
                            selection.toggle(volunteer.id, e.currentTarget.checked)
                          }
                        />
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/volunteer/${volunteer.id}`} size="sm" fw={500}>
                          {name}
                        </Anchor>
                        {volunteer.town && (
                          <Text size="xs" c="dimmed">
                            {volunteer.town}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{volunteer.email}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{volunteer.phoneNumber}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{volunteer.ageBand ? t(`volunteers.ageBands.${volunteer.ageBand}`) : '—'}</Text>
                      </Table.Td>
                      <Table.Td>{volunteer.numberSlots}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {volunteer.categories.map((category) => (
                            <Badge key={category.id} variant="light" size="sm">
                              {category.name}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Tooltip label={t('volunteers.delete')}>
                          <ActionIcon color="red" variant="subtle" aria-label={t('volunteers.deleteLabel', { name })} onClick={() => setToDelete(volunteer)}>
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <Modal opened={bulkOpen} onClose={() => setBulkOpen(false)} title={t('volunteers.setCategoriesTitle', { count: visibleSelected.length })} centered>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('volunteers.setCategoriesText')}
          </Text>
          <MultiSelect label={t('volunteers.categories')} data={categoryOptions} value={bulkCategories} onChange={setBulkCategories} clearable />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setBulkOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={saving}
              onClick={() =>
                void run(() => setCategories({ variables: { volunteerIds: visibleSelected, categoryIds: bulkCategories } }), {
                  success: t('volunteers.categoriesSaved'),
                  onSuccess: async () => {
                    setBulkOpen(false);
                    selection.clear();
                    await refetch();
                  },
                  fieldErrors: 'toast',
                })
              }
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ActionModal
        opened={toDelete !== null}
        title={t('volunteers.deleteTitle')}
        text={t('volunteers.deleteText', { name: toDelete ? fullName(toDelete) || toDelete.email : '' })}
        confirmLabel={t('volunteers.delete')}
        danger
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          const id = toDelete.id;
          await run(() => deleteVolunteer({ variables: { id } }), {
            success: t('volunteers.deleted'),
            onSuccess: async () => {
              selection.clear([id]);
              await refetch();
            },
            fieldErrors: 'toast',
          });
        }}
      />
    </Stack>
  );
}
