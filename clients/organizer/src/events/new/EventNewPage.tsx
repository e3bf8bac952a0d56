import { toast } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Paper, Title } from '@mantine/core';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { CreateEventDocument, type EventInput } from '../../gql/graphql';
import { EMPTY_EVENT, EventForm } from '../form/EventForm';
import { useEventsT } from '../../i18n/use-events-t';

/** /events/new: the event's essentials; missions and slots follow on its edit page. */
export default function EventNewPage() {
  const { t } = useEventsT();
  const navigate = useNavigate();
  const [createEvent] = useMutation(CreateEventDocument, { refetchQueries: ['Events', 'DashboardSummary'] });
  const createdId = useRef<string | null>(null);
  return (
    <Paper withBorder p="lg" maw={900}>
      <Title order={1} size="h2" mb="md">
        {t('form.newTitle')}
      </Title>
      <EventForm
        initialValues={EMPTY_EVENT}
        submitLabel={t('form.create')}
        onSubmit={async (input: EventInput) => {
          const { data } = await createEvent({ variables: { input } });
          createdId.current = data?.createEvent.id ?? null;
        }}
        onSuccess={() => {
          toast.success(t('form.created'));
          navigate(createdId.current ? `/events/${createdId.current}` : '/events/list');
        }}
      />
    </Paper>
  );
}
