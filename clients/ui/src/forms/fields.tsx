import {
  Alert,
  Button,
  type ButtonProps,
  Checkbox,
  type CheckboxProps,
  NumberInput,
  type NumberInputProps,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { messageFor } from '@benevo/schema';
import { IconAlertCircle } from '@tabler/icons-react';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface NamedField {
  name: string;
  label: ReactNode;
}

/**
 * A field shows its error once touched; Formik touches every field on submit. The shared yup schemas
 * of @benevo/schema give catalogue keys (`validation.required`), rendered here in the interface
 * language; a server's message, already localized, passes through unchanged.
 */
function useFieldState<T>(name: string) {
  const [field, meta, helpers] = useField<T>(name);
  const { i18n } = useTranslation();
  const error = meta.touched && meta.error ? messageFor(i18n.language, meta.error) : undefined;
  return { field, helpers, error };
}

export function TextField({ name, ...props }: NamedField & Omit<TextInputProps, 'name' | 'value' | 'error'>) {
  const { field, error } = useFieldState<string>(name);
  return <TextInput id={name} {...props} {...field} value={field.value ?? ''} error={error} />;
}

export function PasswordField({
  name,
  ...props
}: NamedField & Omit<PasswordInputProps, 'name' | 'value' | 'error'>) {
  const { field, error } = useFieldState<string>(name);
  // Mantine's PasswordInput leaves aria-invalid off its inner input; screen readers need it.
  return (
    <PasswordInput
      id={name}
      {...props}
      {...field}
      value={field.value ?? ''}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  );
}

export function TextareaField({ name, ...props }: NamedField & Omit<TextareaProps, 'name' | 'value' | 'error'>) {
  const { field, error } = useFieldState<string>(name);
  return <Textarea id={name} {...props} {...field} value={field.value ?? ''} error={error} />;
}

/**
 * A number; an empty input holds null (an optional number: "empty = unlimited"), an unfinished one
 * ("-", "1.") its text until it reads as a number.
 */
export function NumberField({ name, ...props }: NamedField & Omit<NumberInputProps, 'name' | 'value' | 'error' | 'onChange'>) {
  const { field, helpers, error } = useFieldState<number | string | null>(name);
  return (
    <NumberInput
      id={name}
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={(value) => void helpers.setValue(value === '' ? null : value)}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}

export function SelectField({
  name,
  ...props
}: NamedField & Omit<SelectProps, 'name' | 'value' | 'error' | 'onChange'>) {
  const { field, helpers, error } = useFieldState<string | null>(name);
  return (
    <Select
      id={name}
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
    />
  );
}

export function CheckboxField({
  name,
  ...props
}: NamedField & Omit<CheckboxProps, 'name' | 'checked' | 'error' | 'onChange'>) {
  const { field, helpers, error } = useFieldState<boolean>(name);
  return (
    <Checkbox
      id={name}
      {...props}
      name={name}
      checked={field.value}
      onChange={(event) => void helpers.setValue(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

/** The form's submit button, busy while Formik submits. */
export function SubmitButton(props: ButtonProps & { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  // Like every button (the theme, BenevoProvider), it keeps the focus in the field on mouse down.
  return <Button type="submit" loading={isSubmitting} {...props} />;
}

/** A form-level message (server error not tied to a field), announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
