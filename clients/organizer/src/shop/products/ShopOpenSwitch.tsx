import { ConfirmModal, useActiveOrganization, useMutationAction, useRefreshSession } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Paper, Switch } from '@mantine/core';
import { useState } from 'react';
import { SetShopOpenDocument } from '../../gql/graphql';
import { useShopT } from '../i18n/use-shop-t';

/**
 * The organizer's "shop open to volunteers" switch at the top of /shop/config (enableShop stays the
 * licence's flag). Opening saves at once; closing asks first. The stored session follows the answer.
 */
export function ShopOpenSwitch() {
  const { t } = useShopT();
  const organization = useActiveOrganization();
  // A session stored before the switch existed has no value: the server's default is open.
  const stored = organization?.shopOpen !== false;
  const [saved, setSaved] = useState<boolean | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [setShopOpen] = useMutation(SetShopOpenDocument);
  const refreshSession = useRefreshSession();
  const run = useMutationAction();
  const open = saved ?? stored;

  const save = async (value: boolean) => {
    setSaving(true);
    const outcome = await run(
      async () => {
        const { data } = await setShopOpen({ variables: { open: value } });
        if (!data) throw new Error('setShopOpen returned no data');
        return data.setShopOpen.shopOpen;
      },
      { success: value ? t('config.opened') : t('config.closed') },
    );
    if (outcome.ok) {
      setSaved(outcome.data);
      await refreshSession().catch(() => undefined);
    }
    setSaving(false);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Switch
        size="md"
        checked={open}
        disabled={saving}
        label={t('config.switchLabel')}
        // The label element wraps the description too: the name is the label alone, the description stays aria-describedby.
        aria-label={t('config.switchLabel')}
        description={open ? t('config.openText') : t('config.closedText')}
        onChange={(event) => {
          if (event.currentTarget.checked) void save(true);
          else setConfirming(true);
        }}
      />
      <ConfirmModal
        opened={confirming}
        title={t('config.closeTitle')}
        text={t('config.closeText')}
        confirmLabel={t('config.closeConfirm')}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={() => save(false)}
      />
    </Paper>
  );
}
