import { MultiSelect, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import type { ParticipationKind, ParticipationStatus } from './gql/graphql';
import { useRegistrationsT } from './i18n/use-registrations-t';
import { type FilterState, STATUSES } from './registrations/logic';

// The filter's state and its GraphQL form, for the screens outside the registrations folder that share it.
export { EMPTY_FILTER, filterVariables, type FilterState } from './registrations/logic';

/**
 * The registration screen's filters (kind, statuses, position, day, search), shared with the
 * participations export so that both read the same rows. Wraps as the width allows: the kind switch
 * keeps its natural width, the fields share the rest.
 */
export function RegistrationFilterFields({
  filter,
  onChange,
  positions,
  days,
}: {
  filter: FilterState;
  onChange: (filter: FilterState) => void;
  positions: ReadonlyArray<{ id: string; name: string }>;
  days: ReadonlyArray<{ value: string; label: string }>;
}) {
  const { t } = useRegistrationsT();
  const kindLabel = useId();
  return (
    <>
      <div style={{ flex: '0 0 auto' }}>
        <Text size="sm" fw={500} mb={4} id={kindLabel}>
          {t('registrations.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby={kindLabel}
          value={filter.kind}
          onChange={(kind) => onChange({ ...filter, kind: kind as ParticipationKind })}
          data={(['ALL', 'SOLO', 'GROUP'] as const).map((kind) => ({ value: kind, label: t(`registrations.kinds.${kind}`) }))}
        />
      </div>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <MultiSelect
          label={t('registrations.statuses')}
          data={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={filter.statuses}
          onChange={(statuses) => onChange({ ...filter, statuses: statuses as ParticipationStatus[] })}
          clearable
        />
      </div>
      <div style={{ flex: '1 1 170px', minWidth: 0 }}>
        <Select
          label={t('registrations.position')}
          placeholder={t('registrations.allPositions')}
          data={positions.map((position) => ({ value: position.id, label: position.name }))}
          value={filter.positionId}
          onChange={(positionId) => onChange({ ...filter, positionId })}
          clearable
        />
      </div>
      <div style={{ flex: '1 1 170px', minWidth: 0 }}>
        <Select
          label={t('registrations.day')}
          placeholder={t('registrations.allDays')}
          data={[...days]}
          value={filter.day}
          onChange={(day) => onChange({ ...filter, day })}
          clearable
        />
      </div>
      <div style={{ flex: '2 1 240px', minWidth: 0 }}>
        <TextInput
          label={t('common.search')}
          placeholder={t('registrations.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter.search}
          onChange={(e) => onChange({ ...filter, search: e.currentTarget.value })}
          type="search"
        />
      </div>
    </>
  );
}
