import { canChangeCampaignStatus, type CampaignStatusName } from '@benevo/schema';
import { ConfirmModal, useMutationAction } from '@benevo/ui';
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconLock, IconSend, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ArchiveCampaignDocument,
  type CampaignDetailsFragment,
  CampaignToDraftDocument,
  type CampaignStatus,
  CloseCampaignDocument,
  DeleteCampaignDocument,
  PublishCampaignDocument,
} from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';
import { CAMPAIGN_STATUS_COLOR } from '../status';

type Action = 'publish' | 'close' | 'archive' | 'toDraft' | 'delete';

const TARGET: Record<Exclude<Action, 'delete'>, CampaignStatus> = {
  publish: 'PUBLISHED',
  close: 'CLOSED',
  archive: 'ARCHIVED',
  toDraft: 'DRAFT',
};

const DONE_KEY = { publish: 'actions.published', close: 'actions.closed', archive: 'actions.archived', toDraft: 'actions.drafted' } as const;

const ICON: Record<Action, ReactNode> = {
  publish: <IconSend size={16} aria-hidden />,
  close: <IconLock size={16} aria-hidden />,
  archive: <IconArchive size={16} aria-hidden />,
  toDraft: <IconArrowBackUp size={16} aria-hidden />,
  delete: <IconTrash size={16} aria-hidden />,
};

const statusName = (status: CampaignStatus) => status.toLowerCase() as CampaignStatusName;

/** The campaign's status with the changes @benevo/schema allows from it, and deletion; each asks first (the edit page's Actions tab). */
export function CampaignStatusActions({ campaign }: { campaign: Pick<CampaignDetailsFragment, 'id' | 'name' | 'status'> }) {
  const { t } = useCampaignsT();
  const navigate = useNavigate();
  const run = useMutationAction();
  const [pending, setPendingState] = useState<Action | null>(null);
  // The modal keeps its texts while it closes (an empty title or button would leave an unnamed dialog).
  const [shown, setShown] = useState<Action>('publish');
  const setPending = (action: Action | null) => {
    if (action) setShown(action);
    setPendingState(action);
  };
  const [publish] = useMutation(PublishCampaignDocument);
  const [close] = useMutation(CloseCampaignDocument);
  const [archive] = useMutation(ArchiveCampaignDocument);
  const [toDraft] = useMutation(CampaignToDraftDocument);
  const [remove] = useMutation(DeleteCampaignDocument, {
    // The list forgets it; the campaign itself stays cached so this page does not reload it before leaving.
    update(cache) {
      cache.modify({
        fields: {
          campaigns: (existing: readonly Reference[] = [], { readField }) => existing.filter((ref) => readField('id', ref) !== campaign.id),
        },
      });
    },
  });
  const mutations: Record<keyof typeof TARGET, (options: { variables: { id: string } }) => Promise<unknown>> = { publish, close, archive, toDraft };
  const available = (Object.keys(TARGET) as Array<keyof typeof TARGET>).filter(
    (action) => TARGET[action] !== campaign.status && canChangeCampaignStatus(statusName(campaign.status), statusName(TARGET[action])),
  );

  async function confirm(action: Action) {
    const variables = { id: campaign.id };
    if (action === 'delete') {
      await run(() => remove({ variables }), { success: t('list.deletedToast'), onSuccess: () => navigate('/campaigns/list') });
      return;
    }
    await run(() => mutations[action]({ variables }), { success: t(DONE_KEY[action]) });
  }

  return (
    <Card withBorder>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Text fw={500}>{t('actions.title')}</Text>
          <Badge color={CAMPAIGN_STATUS_COLOR[campaign.status]} variant="light">
            {t(`status.${campaign.status}`)}
          </Badge>
        </Group>
        <Group gap="xs">
          {available.map((action) => (
            <Button key={action} variant="default" size="sm" leftSection={ICON[action]} onClick={() => setPending(action)}>
              {t(`actions.${action}`)}
            </Button>
          ))}
          <Button color="red" variant="light" size="sm" leftSection={ICON.delete} onClick={() => setPending('delete')}>
            {t('actions.delete')}
          </Button>
        </Group>
      </Group>
      <ConfirmModal
        opened={pending !== null}
        title={shown === 'delete' ? t('list.deleteTitle') : t(`actions.${shown}Title`)}
        text={shown === 'delete' ? t('list.deleteText', { name: campaign.name }) : t(`actions.${shown}Text`, { name: campaign.name })}
        confirmLabel={shown === 'delete' ? t('common.delete') : t(`actions.${shown}`)}
        danger={shown === 'delete' || shown === 'archive'}
        onClose={() => setPending(null)}
        onConfirm={() => (pending ? confirm(pending) : undefined)}
      />
    </Card>
  );
}
