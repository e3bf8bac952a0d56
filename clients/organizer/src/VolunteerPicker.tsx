import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { VolunteerOptionsDocument } from './gql/graphql';
import { useRegistrationsT } from './i18n/use-registrations-t';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** A searchable pick among the organization's known volunteers (searched on the server). */
export function VolunteerPicker(props: { value: string | null; onChange: (id: string | null) => void; label?: string; exclude?: string | null }) {
  const { t } = useRegistrationsT();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // Once a volunteer is chosen, the box shows their label: that text is no search.
  const term = chosen && search === chosen.label ? '' : search;
  const [debounced] = useDebouncedValue(term, 250);
  const { data, loading } = useQuery(VolunteerOptionsDocument, { variables: { search: debounced.trim() || null }, fetchPolicy: 'cache-and-network' });
  const found = (data?.volunteers ?? [])
    .filter((volunteer) => volunteer.id !== props.exclude)
    .slice(0, 50)
    .map((volunteer) => ({ value: volunteer.id, label: `${fullName(volunteer)} · ${volunteer.email}` }));
  const options = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      label={props.label ?? t('registrations.chooseVolunteer')}
      placeholder={t('registrations.volunteerSearch')}
      searchable
      clearable
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      value={props.value}
      onChange={(value, option) => {
        setChosen(value && option ? { value, label: option.label } : null);
        props.onChange(value);
      }}
      nothingFoundMessage={loading ? '…' : t('registrations.noVolunteer')}
      required
    />
  );
}

