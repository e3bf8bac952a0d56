import { BackLink, PageLoader, QueryError, readAsBase64, ResponsiveTable, useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Card, FileInput, Group, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconFileImport, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ImportShopVoucherCodesDocument,
  PreviewShopVoucherImportDocument,
  type PreviewShopVoucherImportMutation,
  type ShopVoucherPoolFragment,
  ShopVoucherPoolsDocument,
  type VoucherImportStatus,
} from '../../gql/graphql';
import { useShopT } from '../i18n/use-shop-t';

type Preview = PreviewShopVoucherImportMutation['previewVoucherImport'];

const STATUS_COLOR: Record<VoucherImportStatus, string> = {
  VALID: 'teal',
  DUPLICATE_IN_FILE: 'orange',
  ALREADY_IN_POOL: 'orange',
  INVALID: 'red',
};

/** Lines shown in the preview: enough to check a file; the bad ones come first. */
const SHOWN_ROWS = 500;

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Where the import stands: choosing, the server reading the file, the preview, importing, done. */
type Step = { kind: 'idle' } | { kind: 'reading' } | { kind: 'preview'; preview: Preview } | { kind: 'importing'; preview: Preview } | { kind: 'done'; pool: ShopVoucherPoolFragment; imported: number };

/**
 * /shop/vouchers/import: codes from a CSV or XLSX file into a pool. The server reads the file first
 * and says what each line would become; the import (all or nothing) is offered only when every line
 * is a new valid code.
 */
export default function VoucherImportPage() {
  const { t } = useShopT();
  const [params] = useSearchParams();
  const [poolId, setPoolId] = useState<string | null>(params.get('pool'));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { data, loading, error, refetch } = useQuery(ShopVoucherPoolsDocument, { fetchPolicy: 'cache-and-network' });
  const [previewImport] = useMutation(PreviewShopVoucherImportDocument);
  const [importCodes] = useMutation(ImportShopVoucherCodesDocument, { refetchQueries: ['ShopVoucherCodes'] });
  const run = useMutationAction();

  /** Asks the server what the file holds (nothing is written). */
  async function preview(nextPool: string | null, nextFile: File | null) {
    setFileError(null);
    if (!nextPool || !nextFile) return setStep({ kind: 'idle' });
    setStep({ kind: 'reading' });
    const base64File = await readAsBase64(nextFile);
    const outcome = await run(() => previewImport({ variables: { poolId: nextPool, fileName: nextFile.name, base64File } }), { errorToast: false });
    if (outcome.ok && outcome.data.data) return setStep({ kind: 'preview', preview: outcome.data.data.previewVoucherImport });
    // A file the server cannot read (format, empty, too many lines): said under the file input.
    setFileError(outcome.ok ? t('common.loadFailed') : (Object.values(outcome.error.fieldErrors)[0]?.[0] ?? outcome.message));
    setStep({ kind: 'idle' });
  }

  async function importFile(current: Preview) {
    if (!poolId || !file) return;
    setStep({ kind: 'importing', preview: current });
    const base64File = await readAsBase64(file);
    const outcome = await run(() => importCodes({ variables: { poolId, fileName: file.name, base64File } }), {
      success: t('import.done', { count: current.nbValid }),
      fieldErrors: 'toast',
    });
    if (outcome.ok && outcome.data.data) setStep({ kind: 'done', pool: outcome.data.data.importVoucherCodes, imported: current.nbValid });
    else setStep({ kind: 'preview', preview: current });
  }

  const back = <BackLink to={poolId ? `/shop/vouchers?pool=${poolId}` : '/shop/vouchers'}>{t('import.back')}</BackLink>;

  if (loading && !data) return <PageLoader />;
  if (!data) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('import.title')}</Title>
        <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.vouchersForbidden')} />
      </Stack>
    );
  }

  const pools = data.voucherPools;
  const current = step.kind === 'preview' || step.kind === 'importing' ? step.preview : null;
  const clean = current !== null && current.nbErrors === 0 && current.nbDuplicates === 0 && current.nbValid > 0;

  return (
    <Stack gap="md">
      {back}
      <div>
        <Title order={1}>{t('import.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('import.subtitle')}
        </Text>
      </div>
      {step.kind === 'done' ? (
        <Alert color="teal" icon={<IconCheck size={18} aria-hidden />} title={t('import.resultTitle')} role="status">
          <Stack gap="sm">
            <Text size="sm">{t('import.result', { count: step.imported, name: step.pool.name, total: step.pool.nbCodes, available: step.pool.nbAvailable, interpolation: { escapeValue: false } })}</Text>
            <Group gap="sm">
              <Button component={Link} to={`/shop/vouchers?pool=${step.pool.id}`} size="xs">
                {t('import.seeCodes')}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setFile(null);
                  setStep({ kind: 'idle' });
                }}
              >
                {t('import.another')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Card withBorder padding="md">
          {pools.length === 0 ? (
            <Text size="sm">
              {t('import.noPool')}{' '}
              <Anchor component={Link} to="/shop/vouchers">
                {t('import.createPool')}
              </Anchor>
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('import.pool')}
                placeholder={t('import.choosePool')}
                data={pools.map((pool) => ({ value: pool.id, label: t('import.poolOption', { name: pool.name, count: pool.nbCodes }) }))}
                value={poolId}
                onChange={(value) => {
                  setPoolId(value);
                  void preview(value, file);
                }}
                required
                disabled={step.kind === 'reading' || step.kind === 'importing'}
              />
              <FileInput
                label={t('import.file')}
                description={t('import.fileHint')}
                placeholder={t('import.chooseFile')}
                accept={ACCEPT}
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
                value={file}
                onChange={(value) => {
                  setFile(value);
                  void preview(poolId, value);
                }}
                error={fileError}
                clearable
                required
                disabled={step.kind === 'reading' || step.kind === 'importing'}
              />
            </SimpleGrid>
          )}
        </Card>
      )}
      {(step.kind === 'reading' || step.kind === 'importing') && (
        <Stack gap={4}>
          <Text size="sm">{step.kind === 'reading' ? t('import.reading') : t('import.importing', { count: step.preview.nbValid })}</Text>
          <Progress value={100} animated striped aria-label={step.kind === 'reading' ? t('import.reading') : t('import.importing', { count: step.preview.nbValid })} />
        </Stack>
      )}
      {current && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color="teal" variant="light">
              {t('import.nbValid', { count: current.nbValid })}
            </Badge>
            <Badge color={current.nbDuplicates > 0 ? 'orange' : 'gray'} variant="light">
              {t('import.nbDuplicates', { count: current.nbDuplicates })}
            </Badge>
            <Badge color={current.nbErrors > 0 ? 'red' : 'gray'} variant="light">
              {t('import.nbErrors', { count: current.nbErrors })}
            </Badge>
          </Group>
          {!clean && (
            <Alert color="orange" role="alert">
              {current.nbValid === 0 && current.nbErrors === 0 && current.nbDuplicates === 0 ? t('import.nothing') : t('import.fixFile')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button leftSection={<IconFileImport size={16} aria-hidden />} disabled={!clean} loading={step.kind === 'importing'} onClick={() => void importFile(current)}>
              {t('import.submit', { count: current.nbValid })}
            </Button>
          </Group>
          <ResponsiveTable
            label={t('import.previewLabel')}
            rows={[...current.rows.filter((row) => row.status !== 'VALID'), ...current.rows.filter((row) => row.status === 'VALID')].slice(0, SHOWN_ROWS)}
            rowKey={(row) => String(row.line)}
            columns={[
              { label: t('import.line'), nowrap: true, render: (row) => row.line },
              { label: t('import.code'), render: (row) => <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{row.code || t('common.none')}</Text> },
              {
                label: t('import.status'),
                render: (row) => (
                  <Badge color={STATUS_COLOR[row.status]} variant="light" style={{ textTransform: 'none' }}>
                    {t(`importStatus.${row.status}`)}
                  </Badge>
                ),
              },
              { label: t('import.message'), render: (row) => row.message ?? '' },
            ]}
          />
          {current.rows.length > SHOWN_ROWS && (
            <Text size="sm" c="dimmed">
              {t('import.moreRows', { count: current.rows.length - SHOWN_ROWS })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
