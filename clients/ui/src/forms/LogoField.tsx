import { messageFor } from '@benevo/schema';
import { Button, FileInput, Group, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useFormikContext } from 'formik';
import { useState } from 'react';
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
  const { t, i18n } = useTranslation();
  const { values, setFieldValue } = useFormikContext<LogoValues>();
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
    <Group align="flex-end" wrap="wrap">
      {/* Mantine's file input speaks the page's language (a native one speaks the browser's). */}
      <FileInput
        flex={1}
        miw={220}
        label={label}
        placeholder={t('form.chooseImage')}
        accept={LOGO_TYPES.join(',')}
        leftSection={<IconPhoto size={18} aria-hidden />}
        value={null}
        error={error}
        onChange={(file) => void choose(file ?? undefined)}
      />
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
  );
}
