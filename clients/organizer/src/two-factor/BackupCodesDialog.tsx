import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { downloadFile, formatDate, useSessionUser } from '@benevo/ui';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTwoFactorT } from './i18n/use-two-factor-t';

/** The text of the .txt download and of the printout: a title, the codes one per line, a reminder. */
export function backupCodesText(codes: readonly string[], title: string, note: string): string {
  return [title, '', ...codes.map((code) => `  ${code}`), '', note, ''].join('\n');
}

function utf8Base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Prints the codes alone (not the page behind the dialog) from a hidden frame. */
function printCodes(title: string, codes: readonly string[], note: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  doc.open();
  doc.write(
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      '<style>body{font-family:sans-serif;margin:2cm}ol{columns:2;font-family:monospace;font-size:16pt;line-height:2}</style></head>' +
      `<body><h1>${escapeHtml(title)}</h1><ol>${codes.map((code) => `<li>${escapeHtml(code)}</li>`).join('')}</ol><p>${escapeHtml(note)}</p></body></html>`,
  );
  doc.close();
  win.focus();
  win.print();
  // The print dialog blocks until it closes; the frame goes afterwards.
  setTimeout(() => frame.remove(), 1000);
}

/**
 * The backup codes, shown once (after the first method is confirmed or after a regeneration): the
 * list, a .txt download and a print button. Closing it is the user's "I have saved them".
 */
export function BackupCodesDialog({ codes, onClose }: { codes: readonly string[] | null; onClose: () => void }) {
  const { t } = useTwoFactorT();
  const user = useSessionUser();
  const who = user?.email ?? user?.username ?? '';
  const title = t('backup.fileTitle', { user: who, interpolation: { escapeValue: false } });
  const note = t('backup.fileText', { date: formatDate(new Date().toISOString()) });
  return (
    <Modal opened={codes !== null} onClose={onClose} title={t('backup.dialogTitle')} centered closeOnClickOutside={false} size="md">
      {codes && (
        <Stack gap="md">
          <Alert color="yellow">{t('backup.dialogText')}</Alert>
          <SimpleGrid
            component="ol"
            cols={2}
            spacing="xs"
            verticalSpacing={4}
            aria-label={t('backup.listLabel')}
            m={0}
            pl="xl"
            data-testid="backup-codes"
          >
            {codes.map((code) => (
              <Text component="li" key={code} ff="monospace" size="lg">
                {code}
              </Text>
            ))}
          </SimpleGrid>
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                downloadFile({ fileName: 'benevo-backup-codes.txt', mimeType: 'text/plain;charset=utf-8', base64: utf8Base64(backupCodesText(codes, title, note)) })
              }
            >
              {t('backup.download')}
            </Button>
            <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => printCodes(title, codes, note)}>
              {t('backup.print')}
            </Button>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('backup.saved')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
