import { Box, Button, Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { ParticipationStatus } from '@benevo/schema';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagerEventViewFragment } from '../../gql/graphql';
import { isFiltered, NO_FILTER, type ViewFilter } from './assignment-filter';
import { dayLabel } from './AssignmentsList';

interface EventFiltersProps {
  view: ManagerEventViewFragment;
  filter: ViewFilter;
  onChange: (filter: ViewFilter) => void;
  /** Whether the rows carry e-mail and phone (not on the public view): the search says what it searches. */
  contacts: boolean;
}

/** Day, position, sector, status and a search: an empty choice means all. */
export function EventFilters({ view, filter, onChange, contacts }: EventFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const chosen = filter.days.length + filter.positionIds.length + filter.sectorIds.length + filter.statuses.length;
  const set = (patch: Partial<ViewFilter>) => onChange({ ...filter, ...patch });
  const positions = view.positions.filter((position) => filter.sectorIds.length === 0 || filter.sectorIds.includes(position.sectorId ?? ''));
  const statuses = [...new Set(view.rows.map((row) => row.validationStatus))].sort((a, b) => a - b);
  return (
    <form role="search" aria-label={t('manager.view.filters')} onSubmit={(event) => event.preventDefault()} data-print-hide>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <TextInput
          label={t('manager.view.search')}
          placeholder={contacts ? t('manager.view.searchPlaceholder') : t('manager.view.searchPlaceholderPublic')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter.search}
          onChange={(event) => set({ search: event.currentTarget.value })}
          type="search"
        />
        <Box className="mgr-filters-toggle">
          <Button
            variant="default"
            fullWidth
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {chosen > 0 ? t('manager.view.moreFiltersCount', { count: chosen }) : t('manager.view.moreFilters')}
          </Button>
        </Box>
        <Box className="mgr-more-filters" data-open={open}>
          <MultiSelect
            label={t('manager.view.day')}
            placeholder={filter.days.length === 0 ? t('manager.view.allDays') : undefined}
            data={view.days.map((day) => ({ value: day, label: dayLabel(day) }))}
            value={filter.days}
            onChange={(days) => set({ days })}
            clearable
          />
        </Box>
        {view.sectors.length > 0 && (
          <Box className="mgr-more-filters" data-open={open}>
            <MultiSelect
              label={t('manager.view.sector')}
              placeholder={filter.sectorIds.length === 0 ? t('manager.view.allSectors') : undefined}
              data={view.sectors.map((sector) => ({ value: sector.id, label: sector.name }))}
              value={filter.sectorIds}
              onChange={(sectorIds) =>
                set({ sectorIds, positionIds: filter.positionIds.filter((id) => view.positions.some((p) => p.id === id && sectorIds.includes(p.sectorId ?? ''))) })
              }
              clearable
            />
          </Box>
        )}
        <Box className="mgr-more-filters" data-open={open}>
          <MultiSelect
            label={t('manager.view.position')}
            placeholder={filter.positionIds.length === 0 ? t('manager.view.allPositions') : undefined}
            data={positions.map((position) => ({ value: position.id, label: position.name }))}
            value={filter.positionIds}
            onChange={(positionIds) => set({ positionIds })}
            searchable
            clearable
          />
        </Box>
        <Box className="mgr-more-filters" data-open={open}>
          <MultiSelect
            label={t('manager.view.status')}
            placeholder={filter.statuses.length === 0 ? t('manager.view.allStatuses') : undefined}
            data={statuses.map((status) => ({ value: String(status), label: t(`manager.view.statuses.${ParticipationStatus[status]}`) }))}
            value={filter.statuses.map(String)}
            onChange={(values) => set({ statuses: values.map(Number) })}
            clearable
          />
        </Box>
      </SimpleGrid>
      {isFiltered(filter) && (
        <Group mt="xs">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onChange(NO_FILTER)}>
            {t('manager.view.clearFilters')}
          </Button>
        </Group>
      )}
    </form>
  );
}

/** The filters in words, printed above the lists so that a sheet says what it shows. */
export function filterSummary(view: ManagerEventViewFragment, filter: ViewFilter, t: (key: string) => string): string {
  const names = (ids: string[], list: ReadonlyArray<{ id: string; name: string }>) => ids.map((id) => list.find((item) => item.id === id)?.name ?? id).join(', ');
  return [
    filter.days.length > 0 && `${t('manager.view.day')}: ${filter.days.map(dayLabel).join(', ')}`,
    filter.sectorIds.length > 0 && `${t('manager.view.sector')}: ${names(filter.sectorIds, view.sectors)}`,
    filter.positionIds.length > 0 && `${t('manager.view.position')}: ${names(filter.positionIds, view.positions)}`,
    filter.statuses.length > 0 && `${t('manager.view.status')}: ${filter.statuses.map((s) => t(`manager.view.statuses.${ParticipationStatus[s]}`)).join(', ')}`,
    filter.search.trim() && `${t('manager.view.search')}: "${filter.search.trim()}"`,
  ]
    .filter(Boolean)
    .join(' · ');
}
