import { useQuery } from '@apollo/client/react';
import { MultiSelect } from '@mantine/core';
import { VolunteerCategoriesDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';

interface ParticipationCategoriesSelectProps {
  value: string[];
  onChange(value: string[]): void;
}

/**
 * "Only the participations of volunteers in these categories" (cloneOnlyParticipationsInCategories),
 * shown once copying participations is chosen; none picked copies them all.
 */
export function ParticipationCategoriesSelect({ value, onChange }: ParticipationCategoriesSelectProps) {
  const { t } = useEventsT();
  const { data } = useQuery(VolunteerCategoriesDocument);
  const categories = data?.volunteerCategories ?? [];
  if (categories.length === 0) return null;
  return (
    <MultiSelect
      label={t('clone.onlyCategories')}
      description={t('clone.onlyCategoriesHint')}
      data={categories.map((category) => ({ value: category.id, label: category.name }))}
      value={value}
      onChange={onChange}
      clearable
      searchable
    />
  );
}
