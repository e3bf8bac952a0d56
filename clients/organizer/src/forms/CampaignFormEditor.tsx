import { useMutation, useQuery } from '@apollo/client/react';
import { CampaignFormEditorDocument, CreateCampaignAttributeDocument, SaveCampaignFormDocument } from '../gql/graphql';
import { FormEditor, FormEditorSection } from './FormEditor';
import { useFormsT } from './i18n/use-forms-t';

/**
 * The registration form of a campaign (issue 12): the same editor as an event's, with the campaign's own
 * attributes and the profile picture among the base fields. A tab of the campaign's edit page.
 */
export function CampaignFormEditor({ campaignId }: { campaignId: string }) {
  const { t } = useFormsT();
  const { data, loading, error, refetch } = useQuery(CampaignFormEditorDocument, { variables: { campaignId }, fetchPolicy: 'cache-and-network' });
  const [saveForm] = useMutation(SaveCampaignFormDocument);
  const [createAttribute] = useMutation(CreateCampaignAttributeDocument);
  return (
    <FormEditorSection
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      notFound={t('owners.campaign.notFound')}
      forbidden={t('owners.campaign.forbidden')}
    >
      {data ? (
        <FormEditor
          kind="campaign"
          savedFields={data.campaignForm.fields}
          ownAttributes={data.campaignAttributes}
          volunteerAttributes={data.volunteerAttributes}
          saveFields={async (fields) => (await saveForm({ variables: { campaignId, fields } })).data?.saveCampaignForm.fields ?? []}
          createAttribute={async (input) => (await createAttribute({ variables: { campaignId, input } })).data?.createCampaignAttribute}
          reload={() => refetch()}
        />
      ) : null}
    </FormEditorSection>
  );
}
