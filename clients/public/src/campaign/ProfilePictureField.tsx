import { messageFor, PROFILE_PICTURE_MAX_BYTES, type RegistrationField } from '@benevo/schema';
import { Avatar, Button, Group, Input, Stack } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useField } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../registration-fields';

/** The formats the server takes (it checks the content again): JPEG and PNG. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The first bytes of a JPEG (FF D8 FF) or a PNG (89 50 4E 47 0D 0A 1A 0A), read from the base64 text. */
function looksLikeImage(base64: string): boolean {
  let head: string;
  try {
    head = atob(base64.slice(0, 12));
  } catch {
    return false;
  }
  const bytes = Array.from(head, (char) => char.charCodeAt(0));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte);
  return jpeg || png;
}

/** A file as base64 without the "data:<type>;base64," prefix (the server takes both; the bare form is smaller). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The profile picture of a campaign form (base attribute profile_picture): a native file input (keyboard
 * and screen readers know it), JPEG or PNG under 5 MB checked here with the server's messages, a
 * thumbnail of the chosen picture and a button to take it back. The form holds the base64 text.
 */
export function ProfilePictureField({ field }: { field: RegistrationField }) {
  const { t, i18n } = useTranslation();
  const [formikField, , helpers] = useField<string>('profilePicture');
  const formError = useFieldError('profilePicture');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = 'profilePicture';
  const error = choiceError ?? formError;
  const label = field.label || t('public.form.base.profile_picture');

  const clear = () => {
    setPreview(null);
    void helpers.setValue('');
    if (inputRef.current) inputRef.current.value = '';
  };

  const refuse = (key: string) => {
    setChoiceError(messageFor(i18n.language, key));
    clear();
  };

  const choose = async (file: File | undefined) => {
    setChoiceError(null);
    if (!file) return clear();
    if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return refuse('validation.imageFormat');
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return refuse('validation.imageTooLarge');
    let base64: string;
    try {
      base64 = await readBase64(file);
    } catch {
      return refuse('validation.imageFormat');
    }
    // A renamed file (a PDF called photo.jpg) is caught here rather than by the server.
    if (!looksLikeImage(base64)) return refuse('validation.imageFormat');
    setPreview(`data:${file.type};base64,${base64}`);
    void helpers.setValue(base64);
    void helpers.setTouched(true, false);
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={[field.description, t('public.campaign.pictureHint')].filter(Boolean).join(' · ')}
      required={field.isRequired}
      error={error}
    >
      <Group gap="md" wrap="nowrap" align="center" mt={6}>
        {preview ? (
          <Avatar src={preview} alt={t('public.campaign.picturePreview')} size={72} radius="md" />
        ) : (
          <Avatar size={72} radius="md" variant="light" aria-hidden>
            <IconPhoto size={32} />
          </Avatar>
        )}
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <input
            ref={inputRef}
            id={id}
            name={id}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-description`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
            aria-required={field.isRequired || undefined}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            style={{ maxWidth: '100%', fontSize: 'var(--mantine-font-size-sm)' }}
          />
          {formikField.value && (
            <Group>
              <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={14} aria-hidden />} onClick={clear}>
                {t('public.campaign.pictureRemove')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
