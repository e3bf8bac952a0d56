import { Button, type ButtonProps, Menu } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useMutationAction } from '../apollo/use-mutation-action';
import { type DownloadableFile, downloadFile } from './download-file';

/** The formats the server builds an export in. */
export type ExportFileFormat = 'XLSX' | 'CSV';

export interface ExportMenuProps {
  /** The button's text ("Export"). */
  button: string;
  /** The menu's title, also the button's accessible name. */
  menuLabel: string;
  /** The button's accessible name while the file is being built (default: menuLabel). */
  runningLabel?: string;
  /** The two entries' texts. */
  xlsx: string;
  csv: string;
  /** The success toast, from the file the server built. */
  success: (file: DownloadableFile) => string;
  /** Asks the server for the file in this format (a failure is shown in a toast by useMutationAction). */
  fetchFile: (format: ExportFileFormat) => Promise<DownloadableFile>;
  /** The button's size (default: Mantine's). */
  size?: ButtonProps['size'];
}

/** "Export" as an Excel workbook or a CSV file the server builds, saved by the browser once received. */
export function ExportMenu({ button, menuLabel, runningLabel, xlsx, csv, success, fetchFile, size }: ExportMenuProps) {
  const run = useMutationAction();
  const [running, setRunning] = useState<ExportFileFormat | null>(null);

  async function exportAs(format: ExportFileFormat) {
    setRunning(format);
    await run(
      async () => {
        const file = await fetchFile(format);
        downloadFile(file);
        return file;
      },
      { success },
    );
    setRunning(null);
  }

  const iconSize = size === 'xs' ? 14 : 16;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          leftSection={<IconDownload size={iconSize} aria-hidden />}
          loading={running !== null}
          aria-label={running && runningLabel ? runningLabel : menuLabel}
        >
          {button}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{menuLabel}</Menu.Label>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void exportAs('XLSX')}>
          {xlsx}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileText size={16} aria-hidden />} onClick={() => void exportAs('CSV')}>
          {csv}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
