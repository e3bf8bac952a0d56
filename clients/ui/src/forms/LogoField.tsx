import { messageFor } from '@benevo/schema';
import { Button, Group, Image, Input } from '@mantine/core';
import { useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkLogo, LOGO_TYPES, readAsDataUrl } from './logo-file';

/** The Formik values a logo field writes: the logo shown (URL or data URL) and what goes to the server. */
export interface LogoValues {
  logo?: string | null;
  /** Undefined: unchanged; '': removed; a data URL: the new logo (DESIGN.md: uploads as base64). */
  logoBase64?: string;
}

/** A logo (PNG or JPEG, checked by type and size before upload) with its preview and a remove button. */
export function LogoField({ label, previewAlt, removeLabel }: { label: string; previewAlt: string; removeLabel: string }) {
  const { i18n } = useTranslation();
  const { values, setFieldValue } = useFormikContext<LogoValues>();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    setError(null);
    if (!file) return;
    const problem = checkLogo(file);
    if (problem) return setError(messageFor(i18n.language, problem));
    const dataUrl = await readAsDataUrl(file);
    await setFieldValue('logo', dataUrl);
    await setFieldValue('logoBase64', dataUrl);
  }

  return (
    <Input.Wrapper id={id} label={label} error={error}>
      <Group mt={4} align="center">
        <input id={id} type="file" style={{ maxWidth: '100%' }} accept={LOGO_TYPES.join(',')} onChange={(event) => void choose(event.currentTarget.files?.[0])} />
        {values.logo && (
          <>
            <Image src={values.logo} alt={previewAlt} h={64} w={64} fit="contain" />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => {
                void setFieldValue('logo', null);
                void setFieldValue('logoBase64', '');
              }}
            >
              {removeLabel}
            </Button>
          </>
        )}
      </Group>
    </Input.Wrapper>
  );
}
