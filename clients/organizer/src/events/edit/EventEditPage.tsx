import { PageLoader, toast } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { EventEditDocument, UpdateEventDocument } from '../../gql/graphql';
import { Planning } from '../../planning/PlanningPage';
import { QueryError } from '../components/QueryError';
import { EventForm, eventFormValues } from '../form/EventForm';
import { useEventsT } from '../i18n/use-events-t';
import { STATUS_COLOR } from '../status';
import { ActionsTab } from './ActionsTab';
import { MissionsTab } from './MissionsTab';
import { ChecksTab, ConfigurationTab, DetailTab, EmailTab, RestrictionsTab, ValidationTab } from './SimpleTabs';
import type { TabProps } from './types';

export const EDIT_TABS = [
  'general',
  'missions',
  'planning',
  'configuration',
  'validation',
  'restrictions',
  'actions',
  'email',
  'checks',
  'detail',
] as const;
type EditTab = (typeof EDIT_TABS)[number];

function GeneralTab({ event }: TabProps) {
  const { t } = useEventsT();
  const [updateEvent] = useMutation(UpdateEventDocument);
  return (
    <Paper maw={900}>
      <EventForm
        initialValues={eventFormValues(event)}
        submitLabel={t('common.save')}
        onSubmit={(input) => updateEvent({ variables: { id: event.id, input } })}
        onSuccess={() => toast.success(t('common.saved'))}
      />
    </Paper>
  );
}

function PlanningTab({ event }: TabProps) {
  const { t } = useEventsT();
  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={Link} to={`/events/${event.id}/plannig`} variant="light">
          {t('planning.title')} ↗
        </Button>
      </Group>
      <Planning eventId={event.id} embedded />
    </Stack>
  );
}

const TAB_CONTENT: Record<EditTab, (props: TabProps) => React.ReactNode> = {
  general: GeneralTab,
  missions: MissionsTab,
  planning: PlanningTab,
  configuration: ConfigurationTab,
  validation: ValidationTab,
  restrictions: RestrictionsTab,
  actions: ActionsTab,
  email: EmailTab,
  checks: ChecksTab,
  detail: DetailTab,
};

/** /events/:eventId — the ten tabs of spec 2; the tab is kept in ?tab= so links and reloads keep it. */
export default function EventEditPage() {
  const { t } = useEventsT();
  const { eventId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(EventEditDocument, { variables: { id: eventId } });
  const requested = search.get('tab');
  const tab: EditTab = (EDIT_TABS as readonly string[]).includes(requested ?? '') ? (requested as EditTab) : 'general';

  if (loading && !data) return <PageLoader />;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} />;
  const event = data.event;
  const reload = () => refetch();

  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={event.status === 'ARCHIVED' ? '/events/archive' : '/events/list'} size="sm">
          ← {t('edit.back')}
        </Anchor>
        <Group gap="sm" mt={4}>
          <Title order={1}>{event.displayName}</Title>
          <Badge color={STATUS_COLOR[event.status]} variant="light">
            {t(`status.${event.status}`)}
          </Badge>
        </Group>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'general' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {EDIT_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`edit.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {EDIT_TABS.map((name) => {
          const Content = TAB_CONTENT[name];
          return (
            <Tabs.Panel key={name} value={name} pt="md">
              <Content event={event} reload={reload} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
