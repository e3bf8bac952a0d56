import { TextField } from '@benevo/ui';
import { useId } from 'react';

/**
 * The field a one-time code is typed in: the phone's numeric keyboard and the browser's "code from
 * SMS/mail" suggestion for a 6-digit code; plain text for a backup code. Its own id, so that two forms
 * of the page (remove, regenerate) never share one.
 */
export function CodeField({
  name = 'code',
  label,
  description,
  backup = false,
  autoFocus = false,
}: {
  name?: string;
  label: string;
  description?: string;
  /** A backup code (letters and digits) rather than 6 digits. */
  backup?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <TextField
      id={`${name}-${id}`}
      name={name}
      label={label}
      description={description}
      required
      autoFocus={autoFocus}
      data-autofocus={autoFocus || undefined}
      autoComplete={backup ? 'off' : 'one-time-code'}
      inputMode={backup ? 'text' : 'numeric'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={backup ? 12 : 9}
      styles={{ input: { fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-lg)', letterSpacing: '0.15em' } }}
    />
  );
}
