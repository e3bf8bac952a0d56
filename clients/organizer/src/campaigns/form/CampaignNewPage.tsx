import { toast, useActiveOrganization } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Paper, Title } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { type CampaignInput, CreateCampaignDocument } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';
import { CampaignForm, emptyCampaign } from './CampaignForm';

/** /campaigns/new: a draft campaign; its status actions follow on its edit page. */
export default function CampaignNewPage() {
  const { t, i18n } = useCampaignsT();
  const navigate = useNavigate();
  const [createCampaign] = useMutation(CreateCampaignDocument, { refetchQueries: ['Campaigns'] });
  const createdId = useRef<string | null>(null);
  // The confirmation text starts as the server's default: the template of the organization's language.
  const language = useActiveOrganization()?.defaultLanguage ?? i18n.language;
  const initialValues = useMemo(() => emptyCampaign(language), [language]);
  return (
    <Paper withBorder p="lg" maw={1100}>
      <Title order={1} size="h2" mb="md">
        {t('form.newTitle')}
      </Title>
      <CampaignForm
        initialValues={initialValues}
        submitLabel={t('form.create')}
        onSubmit={async (input: CampaignInput) => {
          const { data } = await createCampaign({ variables: { input } });
          createdId.current = data?.createCampaign.id ?? null;
        }}
        onSuccess={() => {
          toast.success(t('form.created'));
          navigate(createdId.current ? `/campaigns/${createdId.current}` : '/campaigns/list');
        }}
      />
    </Paper>
  );
}
