import { ExportMenu } from '@benevo/ui';
import { useApolloClient } from '@apollo/client/react';
import { ExportCampaignRegistrationsDocument } from '../../gql/graphql';
import { useCampaignsT } from '../i18n/use-campaigns-t';

/** "Export" of the campaign registrations page: the list as an Excel workbook or a CSV file. */
export function RegistrationsExportMenu({ campaignId }: { campaignId: string }) {
  const { t } = useCampaignsT();
  const client = useApolloClient();
  return (
    <ExportMenu
      button={t('export.button')}
      menuLabel={t('export.menuLabel')}
      runningLabel={t('export.running')}
      xlsx={t('export.xlsx')}
      csv={t('export.csv')}
      success={(file) => t('export.done', { fileName: file.fileName, interpolation: { escapeValue: false } })}
      fetchFile={async (format) => {
        const { data } = await client.query({ query: ExportCampaignRegistrationsDocument, variables: { id: campaignId, format }, fetchPolicy: 'no-cache' });
        if (!data) throw new Error(t('common.loadFailed'));
        return data.exportCampaignRegistrations;
      }}
    />
  );
}
