import { ConfirmModal, useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ArchiveEventDocument,
  DeleteEventDocument,
  ExportPlanningDocument,
  type PlanningFormat,
  PublishEventDocument,
  SetEventDraftDocument,
} from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { STATUS_COLOR } from '../status';
import { CopyIntoEvent } from './CopyIntoEvent';
import { PlanningImport } from './PlanningImport';
import type { EditTabProps } from './types';

const PLANNING_FORMATS: PlanningFormat[] = ['XLSX', 'CSV'];
const PLANNING_MIME: Record<PlanningFormat, string> = {
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  CSV: 'text/csv',
};

/** The export's file name: the event's name (without characters file systems refuse) and the format. */
export function planningFileName(eventName: string, format: PlanningFormat): string {
  const base = eventName.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim() || 'planning';
  return `${base}.${format.toLowerCase()}`;
}

function downloadBase64(base64: string, mime: string, fileName: string) {
  const link = document.createElement('a');
  link.href = `data:${mime};base64,${base64}`;
  link.download = fileName;
  link.click();
}

type Pending = 'publish' | 'archive' | 'draft' | 'delete' | null;

/** Status changes (each confirmed), clone, planning export and deletion. */
export function ActionsTab({ event, reload, parts }: EditTabProps) {
  const { t } = useEventsT();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const [publish] = useMutation(PublishEventDocument);
  const [archive] = useMutation(ArchiveEventDocument);
  const [draft] = useMutation(SetEventDraftDocument);
  const [remove] = useMutation(DeleteEventDocument, { refetchQueries: ['Events', 'DashboardSummary'] });
  const [exportPlanning, exportState] = useMutation(ExportPlanningDocument);
  const [exporting, setExporting] = useState<PlanningFormat | null>(null);
  const run = useMutationAction();
  const Mailing = parts.mailing;
  const ManagerView = parts.managerView;
  const Meals = parts.meals;

  const texts = {
    publish: { title: t('actions.publish'), text: t('actions.publishText') },
    archive: { title: t('actions.archive'), text: t('actions.archiveText') },
    draft: { title: t('actions.draft'), text: t('actions.draftText') },
    delete: { title: t('actions.delete'), text: t('list.deleteText', { name: event.name }) },
  };

  return (
    <Stack maw={720}>
      <Group>
        <Text>{t('list.status')}</Text>
        <Badge color={STATUS_COLOR[event.status]} variant="light">
          {t(`status.${event.status}`)}
        </Badge>
      </Group>
      <Group>
        {event.status !== 'PUBLISHED' && <Button onClick={() => setPending('publish')}>{t('actions.publish')}</Button>}
        {event.status !== 'DRAFT' && (
          <Button variant="light" onClick={() => setPending('draft')}>
            {t('actions.draft')}
          </Button>
        )}
        {event.status !== 'ARCHIVED' && (
          <Button variant="light" color="gray" onClick={() => setPending('archive')}>
            {t('actions.archive')}
          </Button>
        )}
      </Group>
      <Group>
        <Button component={Link} to={`/events/cloning/${event.id}`} variant="default">
          {t('actions.clone')}
        </Button>
        {PLANNING_FORMATS.map((format) => (
          <Button
            key={format}
            variant="default"
            loading={exportState.loading && exporting === format}
            onClick={() =>
              void run(
                async () => {
                  setExporting(format);
                  const { data } = await exportPlanning({ variables: { eventId: event.id, format } });
                  if (!data) return;
                  downloadBase64(data.exportPlanning.fileBase64, PLANNING_MIME[format], planningFileName(event.name, format));
                },
                { success: t('planningImport.exported') },
              )
            }
          >
            {format === 'XLSX' ? t('planningImport.exportXlsx') : t('planningImport.exportCsv')}
          </Button>
        ))}
      </Group>
      <PlanningImport eventId={event.id} timeZone={event.timeZone} onImported={reload} />
      {Mailing && <Mailing event={event} reload={reload} />}
      {Meals && <Meals eventId={event.id} />}
      {ManagerView && <ManagerView eventId={event.id} />}
      <CopyIntoEvent event={event} />
      <Group>
        <Button color="red" variant="outline" onClick={() => setPending('delete')}>
          {t('actions.delete')}
        </Button>
      </Group>
      <ConfirmModal
        opened={pending !== null}
        title={pending ? texts[pending].title : ''}
        text={pending ? texts[pending].text : ''}
        confirmLabel={t('common.confirm')}
        danger={pending === 'delete' || pending === 'archive'}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          const variables = { id: event.id };
          if (pending === 'publish') await run(() => publish({ variables }), { success: t('actions.published') });
          if (pending === 'archive') await run(() => archive({ variables }), { success: t('actions.archived') });
          if (pending === 'draft') await run(() => draft({ variables }), { success: t('actions.drafted') });
          if (pending === 'delete') {
            await run(() => remove({ variables }), { success: t('list.deletedToast') });
            navigate('/events/list');
          }
        }}
      />
    </Stack>
  );
}
