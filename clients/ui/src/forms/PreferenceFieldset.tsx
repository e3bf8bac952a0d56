import { Box, Input, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface PreferenceFieldsetProps {
  idPrefix: string;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a field made of several inputs (availability days, ranked choices): a fieldset whose
 * legend is the field's label, its description, the inputs, and the error the fieldset points to.
 */
export function PreferenceFieldset({ idPrefix, label, description, required, error, children }: PreferenceFieldsetProps) {
  return (
    <Box
      component="fieldset"
      id={idPrefix}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${idPrefix}-error` : undefined}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <Input.Label component="legend" required={required} style={{ padding: 0 }}>
        {label}
      </Input.Label>
      {description && <Input.Description mb={6}>{description}</Input.Description>}
      <Stack gap="xs" mt={4}>
        {children}
        {error && (
          <Input.Error id={`${idPrefix}-error`} role="alert">
            {error}
          </Input.Error>
        )}
      </Stack>
    </Box>
  );
}
