import type { DownloadableFile } from '@benevo/ui';
import { Anchor, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePrintT } from './i18n/use-print-t';

/** A blob URL for a file the server sent in base64, released when the file changes or the view goes. */
function useBlobUrl(file: DownloadableFile): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    const created = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * The first page as the browser's PDF viewer shows it; a browser that cannot show a PDF inline (most
 * phones) gets the text and a link to open it instead, and the link stays below for everyone.
 */
export function PdfPreview({ file }: { file: DownloadableFile }) {
  const { t } = usePrintT();
  const url = useBlobUrl(file);
  if (!url) return null;
  const link = (
    <Anchor href={url} target="_blank" rel="noopener" download={file.fileName} size="sm">
      {t('preview.open')}
    </Anchor>
  );
  return (
    <Stack gap="xs">
      <object data={url} type={file.mimeType} aria-label={t('preview.label')} style={{ width: '100%', height: '70vh', minHeight: 420, border: '1px solid var(--mantine-color-gray-3)' }}>
        <Text size="sm">{t('preview.fallback')}</Text>
        {link}
      </object>
      {link}
    </Stack>
  );
}
