import { useMutation, useQuery } from '@apollo/client/react';
import { CreateCustomAttributeDocument, EventFormEditorDocument, SaveEventFormDocument } from '../gql/graphql';
import { FormEditor, FormEditorSection } from './FormEditor';
import { useFormsT } from './i18n/use-forms-t';

/** The registration form of an event (spec 3 Field/Form, spec 5 "Custom field"): a section of the Configuration tab. */
export function EventFormEditor({ eventId }: { eventId: string }) {
  const { t } = useFormsT();
  const { data, loading, error, refetch } = useQuery(EventFormEditorDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
  const [saveForm] = useMutation(SaveEventFormDocument);
  const [createAttribute] = useMutation(CreateCustomAttributeDocument);
  return (
    <FormEditorSection
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      notFound={t('events:common.notFound')}
      forbidden={t('events:common.forbidden')}
    >
      {data ? (
        <FormEditor
          kind="event"
          savedFields={data.eventForm.fields}
          ownAttributes={data.eventAttributes}
          volunteerAttributes={data.volunteerAttributes}
          saveFields={async (fields) => (await saveForm({ variables: { eventId, fields } })).data?.saveEventForm.fields ?? []}
          createAttribute={async (input) => (await createAttribute({ variables: { input: { ...input, eventId } } })).data?.createAttribute}
          reload={() => refetch()}
        />
      ) : null}
    </FormEditorSection>
  );
}
