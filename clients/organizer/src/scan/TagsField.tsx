import { messageFor } from '@benevo/schema';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';

export interface TagOption {
  id: string;
  label: string;
}

/**
 * Tag ids of a Formik form as a multiselect. An id no longer among the event's tags (the tag was
 * deleted) stays chosen, shown as `unknownLabel`, so saving never drops it silently.
 */
export function TagsField({ name, tags, unknownLabel, ...props }: { name: string; tags: TagOption[]; unknownLabel: string } & Omit<MultiSelectProps, 'name' | 'value' | 'data' | 'onChange' | 'error'>) {
  const [field, meta, helpers] = useField<string[]>(name);
  const { i18n } = useTranslation();
  const known = new Set(tags.map((tag) => tag.id));
  const data = [
    ...tags.map((tag) => ({ value: tag.id, label: tag.label })),
    ...field.value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: unknownLabel })),
  ];
  return (
    <MultiSelect
      id={name}
      {...props}
      name={name}
      data={data}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={meta.touched && typeof meta.error === 'string' ? messageFor(i18n.language, meta.error) : undefined}
      searchable
      clearable
    />
  );
}
