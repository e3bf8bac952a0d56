import { PageLoader, QueryError, toast } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { CampaignDocument, type CampaignInput, UpdateCampaignDocument } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';
import { CampaignForm, campaignFormValues, type CampaignFormValues } from './CampaignForm';
import { CampaignStatusActions } from './CampaignStatusActions';

/** /campaigns/:cmpId: the campaign's status actions and its form. */
export default function CampaignEditPage() {
  const { cmpId = '' } = useParams();
  const { t } = useCampaignsT();
  const { data, loading, error, refetch } = useQuery(CampaignDocument, { variables: { id: cmpId } });
  const [update] = useMutation(UpdateCampaignDocument);
  const campaign = data?.campaign;
  // A status change updates the cached campaign: the form resets only when its own fields changed.
  const valuesKey = campaign ? JSON.stringify(campaignFormValues(campaign)) : '';
  const initialValues = useMemo(() => (valuesKey ? (JSON.parse(valuesKey) as CampaignFormValues) : null), [valuesKey]);

  if (loading && !data) return <PageLoader />;
  if (!campaign || !initialValues) {
    return <QueryError error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} notFound={t('form.notFound')} />;
  }
  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to="/campaigns/list" size="sm">
        {t('common.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('form.editTitle', { name: campaign.name })}
      </Title>
      <CampaignStatusActions campaign={campaign} />
      <Paper withBorder p="lg">
        <CampaignForm
          initialValues={initialValues}
          submitLabel={t('form.save')}
          onSubmit={async (input: CampaignInput) => {
            await update({ variables: { id: campaign.id, input } });
          }}
          onSuccess={() => {
            toast.success(t('common.saved'));
          }}
        />
      </Paper>
    </Stack>
  );
}
