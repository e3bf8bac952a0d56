import { PageLoader, QueryError, toast } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useParams, useSearchParams } from 'react-router';
import { EventEditDocument, UpdateEventDocument } from '../../gql/graphql';
import { RegistrationLinks } from '../RegistrationLinks';
import { EventForm, eventFormValues } from '../form/EventForm';
import { useEventsT } from '../../i18n/use-events-t';
import { STATUS_COLOR } from '../status';
import { ActionsTab } from './ActionsTab';
import { MissionsTab } from './MissionsTab';
import { PortalSettingsSection } from './PortalSettings';
import { ChecksTab, ConfigurationTab, DetailTab, ValidationTab } from './SimpleTabs';
import type { EditTabProps, EventEditParts, TabProps } from './types';

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
function ConfigurationAndFormTab({ parts, ...props }: EditTabProps) {
  const RegistrationForm = parts.registrationForm;
  return (
    <Stack gap="xl">
      <ConfigurationTab {...props} />
      <PortalSettingsSection {...props} />
      {RegistrationForm && <RegistrationForm eventId={props.event.id} />}
    </Stack>
  );
}

function PlanningTab({ event, parts }: EditTabProps) {
  const { t } = useEventsT();
  const Planning = parts.planning;
  return (
    <Stack>
      <Group justify="flex-end">
        <Button component={Link} to={`/events/${event.id}/plannig`} variant="light">
          {t('planning.title')} ↗
        </Button>
      </Group>
      {Planning && <Planning eventId={event.id} embedded />}
    </Stack>
  );
}

/** A whole tab another feature owns. */
function partTab(part: 'restrictions' | 'confirmationEmail') {
  return function PartTab({ parts, ...props }: EditTabProps) {
    const Part = parts[part];
    return Part ? <Part {...props} /> : null;
  };
}

const TAB_CONTENT: Record<EditTab, (props: EditTabProps) => React.ReactNode> = {
  general: GeneralTab,
  missions: MissionsTab,
  planning: PlanningTab,
  configuration: ConfigurationAndFormTab,
  validation: ValidationTab,
  restrictions: partTab('restrictions'),
  actions: ActionsTab,
  email: partTab('confirmationEmail'),
  checks: ChecksTab,
  detail: DetailTab,
};

/**
 * /events/:eventId — the ten tabs of spec 2; the tab is kept in ?tab= so links and reloads keep it. The
 * tabs other features own come in `parts` (the app's src/EventEditRoute.tsx).
 */
export default function EventEditPage({ parts = {} }: { parts?: EventEditParts }) {
  const { t } = useEventsT();
  const { eventId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(EventEditDocument, { variables: { id: eventId } });
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const requested = search.get('tab');
  const tab: EditTab = (EDIT_TABS as readonly string[]).includes(requested ?? '') ? (requested as EditTab) : 'general';

  const selectTab = (value: string | null) => setSearch(value && value !== 'general' ? { tab: value } : {}, { replace: true });

  if (loading && !data) return <PageLoader />;
  if (!data) return <QueryError error={error} onRetry={() => void refetch()} notFound={t('common.notFound')} forbidden={t('common.forbidden')} />;
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
              <Content event={event} reload={reload} parts={parts} />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
