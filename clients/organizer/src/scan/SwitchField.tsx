import { Switch, type SwitchProps } from '@mantine/core';
import { useField } from 'formik';

/** A boolean of a Formik form as a switch (an option turned on or off, where a checkbox reads like a consent). */
export function SwitchField({ name, ...props }: { name: string } & Omit<SwitchProps, 'name' | 'checked' | 'onChange'>) {
  const [field, , helpers] = useField<boolean>(name);
  return <Switch id={name} {...props} name={name} checked={field.value} onChange={(event) => void helpers.setValue(event.currentTarget.checked)} onBlur={field.onBlur} />;
}
