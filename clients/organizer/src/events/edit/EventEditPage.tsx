import { PageLoader, toast } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useParams, useSearchParams } from 'react-router';
import { EventEditDocument, UpdateEventDocument } from '../../gql/graphql';
import { EventFormEditor } from '../../forms/EventFormEditor';
import { Planning } from '../../planning/PlanningPage';
import { RegistrationLinks } from '../../registrations/RegistrationLinks';
import { RestrictionRulesTab } from '../../registrations/RestrictionRulesTab';
import { QueryError } from '../components/QueryError';
import { EventForm, eventFormValues } from '../form/EventForm';
import { useEventsT } from '../i18n/use-events-t';
import { STATUS_COLOR } from '../status';
import { ActionsTab } from './ActionsTab';
import { MissionsTab } from './MissionsTab';
import { ConfirmationEmailTab } from '../../communications/ConfirmationEmailTab';
import { ChecksTab, ConfigurationTab, DetailTab, ValidationTab } from './SimpleTabs';
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

/** The configuration, then the registration form (spec 2 puts the form editor in this tab). */
function ConfigurationAndFormTab(props: TabProps) {
  return (
    <Stack gap="xl">
      <ConfigurationTab {...props} />
      <EventFormEditor eventId={props.event.id} />
    </Stack>
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
  configuration: ConfigurationAndFormTab,
  validation: ValidationTab,
  restrictions: RestrictionRulesTab,
  actions: ActionsTab,
  email: ConfirmationEmailTab,
  checks: ChecksTab,
  detail: DetailTab,
};

/** /events/:eventId — the ten tabs of spec 2; the tab is kept in ?tab= so links and reloads keep it. */
export default function EventEditPage() {
  const { t } = useEventsT();
  const { eventId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(EventEditDocument, { variables: { id: eventId } });
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const requested = search.get('tab');
  const tab: EditTab = (EDIT_TABS as readonly string[]).includes(requested ?? '') ? (requested as EditTab) : 'general';

  const selectTab = (value: string | null) => setSearch(value && value !== 'general' ? { tab: value } : {}, { replace: true });

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
        <Group justify="space-between" mt={4}>
          <Group gap="sm">
            <Title order={1}>{event.displayName}</Title>
            <Badge color={STATUS_COLOR[event.status]} variant="light">
              {t(`status.${event.status}`)}
            </Badge>
          </Group>
          <RegistrationLinks eventId={event.id} />
        </Group>
      </div>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        {isPhone ? (
          // Ten tabs do not fit a phone: the same choice as a list.
          <NativeSelect
            label={t('edit.section')}
            value={tab}
            onChange={(e) => selectTab(e.currentTarget.value)}
            data={EDIT_TABS.map((name) => ({ value: name, label: t(`edit.tabs.${name}`) }))}
          />
        ) : (
          // Every tab stays visible: they wrap onto a second line rather than scroll out of sight.
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {EDIT_TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`edit.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
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
