import { useMutationAction } from '@benevo/ui';
import { useApolloClient } from '@apollo/client/react';
import { Button, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportCampaignRegistrationsDocument, type ExportFormat } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';

/** Saves a file the server built (base64) through a temporary object URL. */
export function downloadFile(file: { fileName: string; mimeType: string; base64: string }): void {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file; the URL is released right after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Export" of the campaign registrations page: the list as an Excel workbook or a CSV file. */
export function RegistrationsExportMenu({ campaignId }: { campaignId: string }) {
  const { t } = useCampaignsT();
  const client = useApolloClient();
  const run = useMutationAction();
  const [running, setRunning] = useState<ExportFormat | null>(null);

  async function exportAs(format: ExportFormat) {
    setRunning(format);
    await run(
      async () => {
        const { data } = await client.query({ query: ExportCampaignRegistrationsDocument, variables: { id: campaignId, format }, fetchPolicy: 'no-cache' });
        if (!data) throw new Error(t('common.loadFailed'));
        downloadFile(data.exportCampaignRegistrations);
        return data.exportCampaignRegistrations;
      },
      { success: (file) => t('export.done', { fileName: file.fileName, interpolation: { escapeValue: false } }) },
    );
    setRunning(null);
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={running !== null} aria-label={running ? t('export.running') : t('export.menuLabel')}>
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('export.menuLabel')}</Menu.Label>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void exportAs('XLSX')}>
          {t('export.xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => void exportAs('CSV')}>
          {t('export.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
