import { Badge, Button, Group, MultiSelect, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useCampaignsT } from '../i18n/use-campaigns-t';
import { type AnswerColumn, isChoiceColumn, type RegistrationFilterValues } from './filters';

interface RegistrationFiltersProps {
  columns: readonly AnswerColumn[];
  categories: ReadonlyArray<{ id: string; name: string }>;
  value: RegistrationFilterValues;
  onChange: (value: RegistrationFilterValues) => void;
}

/** How many filters beyond the search are set (shown on the toggle while the panel is closed). */
function activeCount(value: RegistrationFilterValues): number {
  return Object.values(value.answers).filter((answer) => answer.trim() !== '').length + (value.categoryIds.length > 0 ? 1 : 0);
}

/**
 * The filters by answer (a choice field by one of its options, another field by a text it contains)
 * and by volunteer categories, in a panel the toggle opens: one column on a phone, up to three on a
 * wide screen. The search stays on the page, above.
 */
export function RegistrationFilters({ columns, categories, value, onChange }: RegistrationFiltersProps) {
  const { t } = useCampaignsT();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const filterable = columns.filter((column) => column.kind !== 'picture');
  if (filterable.length === 0 && categories.length === 0) return null;
  const count = activeCount(value);
  const setAnswer = (key: string, answer: string) => onChange({ ...value, answers: { ...value.answers, [key]: answer } });

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant={opened ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle aria-hidden>
                {count}
              </Badge>
            ) : undefined
          }
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
          onClick={() => setOpened((current) => !current)}
        >
          {t('filters.toggle')}
        </Button>
        {count > 0 && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange({ ...value, answers: {}, categoryIds: [] })}>
            {t('filters.clear')}
          </Button>
        )}
        {count > 0 && (
          <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }} aria-live="polite">
            {t('filters.active', { count })}
          </span>
        )}
      </Group>
      {opened && (
        <Paper withBorder p="sm" radius="md" id={panelId} role="group" aria-label={t('filters.panel')}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {categories.length > 0 && (
              <MultiSelect
                label={t('filters.categories')}
                placeholder={value.categoryIds.length === 0 ? t('filters.anyCategory') : undefined}
                data={categories.map((category) => ({ value: category.id, label: category.name }))}
                value={value.categoryIds}
                onChange={(categoryIds) => onChange({ ...value, categoryIds })}
                clearable
                searchable
              />
            )}
            {filterable.map((column) =>
              isChoiceColumn(column) ? (
                <NativeSelect
                  key={column.key}
                  label={column.label}
                  value={value.answers[column.key] ?? ''}
                  data={[{ value: '', label: t('filters.anyAnswer') }, ...column.options.map((option) => ({ value: option.id, label: option.option }))]}
                  onChange={(event) => setAnswer(column.key, event.currentTarget.value)}
                />
              ) : (
                <TextInput
                  key={column.key}
                  label={column.label}
                  placeholder={t('filters.contains')}
                  value={value.answers[column.key] ?? ''}
                  onChange={(event) => setAnswer(column.key, event.currentTarget.value)}
                />
              ),
            )}
          </SimpleGrid>
        </Paper>
      )}
    </Stack>
  );
}
