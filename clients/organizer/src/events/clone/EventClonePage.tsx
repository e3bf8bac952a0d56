import { CLONE_PREFIX } from '@benevo/schema';
import { describeApiError, FormError, moment, PageLoader, QueryError, toast } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CloneEventDocument, EventEditDocument } from '../../gql/graphql';
import { useEventsT } from '../../i18n/use-events-t';
import { ParticipationCategoriesSelect } from './ParticipationCategoriesSelect';

/** /events/cloning/:eventId — new name, new start day, participations or not. */
export default function EventClonePage() {
  const { t } = useEventsT();
  const { eventId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(EventEditDocument, { variables: { id: eventId } });
  const [cloneEvent, cloneState] = useMutation(CloneEventDocument, { refetchQueries: ['Events'] });
  const [name, setName] = useState<string | null>(null);
  const [startDay, setStartDay] = useState('');
  const [participations, setParticipations] = useState(false);
  const [categories, setCategories] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  if (loading && !data) return <PageLoader />;
  if (!data) return <QueryError error={error} notFound={t('common.notFound')} forbidden={t('common.forbidden')} />;
  const event = data.event;
  const firstDay = [...event.days].sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
  const newName = name ?? `${CLONE_PREFIX} ${event.name}`;
  const day = startDay || (firstDay ? moment.tz(firstDay.startsAt, event.timeZone).format('YYYY-MM-DD') : '');
  return (
    <Paper withBorder p="lg" maw={640}>
      <Title order={1} size="h2" mb="xs">
        {t('clone.title')} · {event.name}
      </Title>
      <Text c="dimmed" mb="md">
        {t('clone.intro')}
      </Text>
      <form
        noValidate
        onSubmit={async (submitEvent) => {
          submitEvent.preventDefault();
          setFormError(null);
          try {
            const { data: result } = await cloneEvent({
              variables: { id: event.id, input: {
                  newName: newName.trim(),
                  startDay: day,
                  cloneParticipations: participations,
                  cloneOnlyParticipationsInCategories: participations ? categories : [],
                },
              },
            });
            toast.success(t('clone.done'));
            navigate(result ? `/events/${result.cloneEvent.id}` : '/events/list');
          } catch (cause) {
            const apiError = describeApiError(cause);
            setFormError(Object.values(apiError.fieldErrors).flat().join(' ') || apiError.message || t('errors.default'));
          }
        }}
      >
        <Stack>
          <FormError message={formError} />
          <TextInput label={t('clone.newName')} value={newName} onChange={(e) => setName(e.currentTarget.value)} required />
          <TextInput
            type="date"
            label={t('clone.startDay')}
            value={day}
            onChange={(e) => setStartDay(e.currentTarget.value)}
            required
          />
          <Checkbox label={t('clone.cloneParticipations')} checked={participations} onChange={(e) => setParticipations(e.currentTarget.checked)} />
          {participations && <ParticipationCategoriesSelect value={categories} onChange={setCategories} />}
          <Button type="submit" loading={cloneState.loading} disabled={!newName.trim() || !day} w="fit-content">
            {t('clone.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
