import { useMutation, useQuery } from '@apollo/client/react';
import {
  ConfirmModal,
  EmptyState,
  evictFromCache,
  formatDate,
  FormError,
  PageLoader,
  PageNotLoaded,
  QueryError,
  ResponsiveTable,
  SubmitButton,
  TextField,
  useConfirmDelete,
  useFormSubmit,
  useMutationAction,
  validateWith,
} from '@benevo/ui';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Menu, Modal, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconDots, IconEdit, IconKey, IconList, IconPlus, IconRefresh, IconSend, IconTrash } from '@tabler/icons-react';
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import * as yup from 'yup';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  RotateWebhookSecretDocument,
  TestWebhookDocument,
  UpdateWebhookDocument,
  WebhookDeliveriesDocument,
  type WebhookFieldsFragment,
  WebhooksDocument,
} from '../gql/graphql';
import { useIntegrationsT } from './i18n/use-integrations-t';
import { RevealModal } from './RevealModal';

/** The events an organization can subscribe to, in the server's order. */
export const WEBHOOK_EVENTS = [
  'participation.created',
  'participation.changed',
  'participation.cancelled',
  'volunteer.created',
  'order.placed',
  'campaignRegistration.created',
] as const;
type EventName = (typeof WEBHOOK_EVENTS)[number] | 'ping';

const STATUS_COLOR: Record<string, string> = { pending: 'gray', succeeded: 'green', failed: 'red' };

export interface WebhookValues {
  url: string;
  description: string;
  events: string[];
  isActive: boolean;
}

function webhookSchema(t: ReturnType<typeof useIntegrationsT>['t']) {
  return yup.object({
    url: yup
      .string()
      .trim()
      .required(t('webhooks.form.urlRequired'))
      .test('http', t('webhooks.form.urlRequired'), (value) => {
        try {
          const url = new URL(value ?? '');
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      }),
    events: yup.array(yup.string().required()).min(1, t('webhooks.form.eventsRequired')),
  });
}

function EventsField() {
  const { t } = useIntegrationsT();
  const [field, meta, helpers] = useField<string[]>('events');
  return (
    <Checkbox.Group
      label={t('webhooks.form.events')}
      value={field.value}
      onChange={(value) => {
        void helpers.setValue(value);
        void helpers.setTouched(true, false);
      }}
      error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
      withAsterisk
    >
      <Stack gap={6} mt={4}>
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox key={event} id={`event-${event}`} value={event} label={`${t(`webhooks.event.${event}`)} (${event})`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Creates a webhook (then reveals its secret) or edits one: URL, description, events, active. */
function WebhookModal({ webhook, onClose, onCreated }: { webhook: WebhookFieldsFragment | null; onClose: () => void; onCreated: (secret: string) => void }) {
  const { t } = useIntegrationsT();
  const [create] = useMutation(CreateWebhookDocument, { refetchQueries: ['Webhooks'] });
  const [update] = useMutation(UpdateWebhookDocument);
  const schema = webhookSchema(t);
  const { onSubmit, formError } = useFormSubmit(
    async (values: WebhookValues) => {
      const input = { url: values.url.trim(), description: values.description.trim(), events: values.events, isActive: values.isActive };
      if (webhook) {
        await update({ variables: { id: webhook.id, input } });
        return null;
      }
      return (await create({ variables: { input } })).data?.createWebhook.secret ?? null;
    },
    (secret) => {
      if (secret) onCreated(secret);
      else onClose();
    },
  );
  return (
    <Modal opened onClose={onClose} title={webhook ? t('webhooks.form.editTitle') : t('webhooks.form.createTitle')} centered size="lg">
      <Formik<WebhookValues>
        initialValues={{
          url: webhook?.url ?? '',
          description: webhook?.description ?? '',
          events: webhook?.events ?? [],
          isActive: webhook?.isActive ?? true,
        }}
        validate={(values) => validateWith<WebhookValues>(schema, values)}
        onSubmit={onSubmit}
      >
        {({ values, setFieldValue }) => (
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <TextField
                name="url"
                type="url"
                label={t('webhooks.form.url')}
                description={t('webhooks.form.urlDescription')}
                placeholder="https://"
                required
                maxLength={2000}
                data-autofocus
              />
              <TextField name="description" label={t('webhooks.form.description')} maxLength={200} />
              <EventsField />
              <Switch
                id="isActive"
                name="isActive"
                label={t('webhooks.form.isActive')}
                checked={values.isActive}
                onChange={(event) => void setFieldValue('isActive', event.currentTarget.checked)}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton>{t('webhooks.form.submit')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

/** A webhook's latest deliveries: event, status badge, attempts, response code, error. */
function DeliveriesModal({ webhook, onClose }: { webhook: WebhookFieldsFragment; onClose: () => void }) {
  const { t } = useIntegrationsT();
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesDocument, { variables: { webhookId: webhook.id }, fetchPolicy: 'network-only' });
  const deliveries = data?.webhookDeliveries ?? [];
  return (
    <Modal opened onClose={onClose} title={t('webhooks.delivery.title', { url: webhook.url, interpolation: { escapeValue: false } })} centered size="xl">
      <Stack gap="sm">
        <Group justify="flex-end">
          <Button variant="default" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void refetch()} loading={loading}>
            {t('webhooks.delivery.refresh')}
          </Button>
        </Group>
        {!data && loading ? (
          <PageLoader />
        ) : !data ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : deliveries.length === 0 ? (
          <EmptyState title={t('webhooks.delivery.empty')} text={t('webhooks.delivery.emptyText')} order={3} />
        ) : (
          <ResponsiveTable
            label={t('webhooks.delivery.tableLabel')}
            rows={deliveries}
            rowKey={(delivery) => delivery.id}
            columns={[
              { label: t('webhooks.delivery.createdAt'), nowrap: true, render: (delivery) => formatDate(delivery.createdAt) },
              { label: t('webhooks.delivery.event'), render: (delivery) => t(`webhooks.event.${delivery.event as EventName}`, { defaultValue: delivery.event }) },
              {
                label: t('webhooks.delivery.status'),
                render: (delivery) => (
                  <Badge color={STATUS_COLOR[delivery.status] ?? 'gray'} variant="light">
                    {t(`webhooks.delivery.statusName.${delivery.status as 'pending' | 'succeeded' | 'failed'}`, { defaultValue: delivery.status })}
                  </Badge>
                ),
              },
              { label: t('webhooks.delivery.attempts'), render: (delivery) => String(delivery.attempts) },
              { label: t('webhooks.delivery.responseCode'), render: (delivery) => (delivery.responseCode === null ? '–' : String(delivery.responseCode)) },
              {
                label: t('webhooks.delivery.lastError'),
                render: (delivery) => (
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {delivery.lastError ?? ''}
                  </Text>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Modal>
  );
}

/** /profile/webhooks: the active organization's webhooks: create, edit, switch on/off, test, deliveries, rotate, delete. */
export default function WebhooksPage() {
  const { t } = useIntegrationsT();
  const { data, loading, error, refetch } = useQuery(WebhooksDocument, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateWebhookDocument);
  const [remove] = useMutation(DeleteWebhookDocument);
  const [sendTest] = useMutation(TestWebhookDocument);
  const [rotate] = useMutation(RotateWebhookSecretDocument);
  const run = useMutationAction();
  const [editing, setEditing] = useState<WebhookFieldsFragment | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [viewing, setViewing] = useState<WebhookFieldsFragment | null>(null);
  const [rotating, setRotating] = useState<WebhookFieldsFragment | null>(null);
  const deletion = useConfirmDelete<WebhookFieldsFragment>({
    title: t('webhooks.deleteTitle'),
    text: (webhook) => t('webhooks.deleteText', { url: webhook.url, interpolation: { escapeValue: false } }),
    confirmLabel: t('common.delete'),
    success: t('webhooks.deleted'),
    remove: (webhook) => remove({ variables: { id: webhook.id }, update: evictFromCache('Webhook', webhook.id) }),
  });

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('webhooks.new')}
    </Button>
  );
  const header = (
    <Stack gap="xs">
      <Anchor component={Link} to="/profile/org" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {t('common.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('webhooks.title')}</Title>
          <Text c="dimmed" size="sm" maw={720}>
            {t('webhooks.subtitle')}
          </Text>
        </div>
        {data && data.webhooks.length > 0 && newButton}
      </Group>
    </Stack>
  );
  const dialogs = (
    <>
      {editing !== null && (
        <WebhookModal
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret(created);
          }}
        />
      )}
      {secret !== null && (
        <RevealModal
          title={t('webhooks.secret.title')}
          text={t('webhooks.secret.text')}
          label={t('webhooks.secret.label')}
          value={secret}
          done={t('webhooks.secret.done')}
          onClose={() => setSecret(null)}
        />
      )}
      {viewing !== null && <DeliveriesModal webhook={viewing} onClose={() => setViewing(null)} />}
      <ConfirmModal
        opened={rotating !== null}
        title={t('webhooks.rotateTitle')}
        text={t('webhooks.rotateText')}
        confirmLabel={t('webhooks.rotate')}
        danger
        onClose={() => setRotating(null)}
        onConfirm={async () => {
          if (!rotating) return;
          const outcome = await run(async () => (await rotate({ variables: { id: rotating.id } })).data?.rotateWebhookSecret ?? null);
          if (outcome.ok && outcome.data) setSecret(outcome.data);
        }}
      />
      {deletion.modal}
    </>
  );

  if (!data) return <PageNotLoaded loading={loading} header={header} error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />;
  const webhooks = data.webhooks;
  return (
    <Stack gap="md">
      {header}
      {webhooks.length === 0 ? (
        <EmptyState title={t('webhooks.empty')} text={t('webhooks.emptyText')}>
          {newButton}
        </EmptyState>
      ) : (
        <ResponsiveTable
          label={t('webhooks.tableLabel')}
          rows={webhooks}
          rowKey={(webhook) => webhook.id}
          columns={[
            {
              label: t('webhooks.url'),
              render: (webhook) => (
                <Stack gap={0}>
                  <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
                    {webhook.url}
                  </Text>
                  {webhook.description && (
                    <Text size="xs" c="dimmed">
                      {webhook.description}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              label: t('webhooks.events'),
              render: (webhook) => (
                <Group gap={4}>
                  {webhook.events.map((event) => (
                    <Badge key={event} variant="outline" size="sm" tt="none">
                      {t(`webhooks.event.${event as EventName}`, { defaultValue: event })}
                    </Badge>
                  ))}
                </Group>
              ),
            },
            {
              label: t('webhooks.status'),
              render: (webhook) => (
                <Switch
                  aria-label={`${webhook.isActive ? t('webhooks.disable') : t('webhooks.enable')} ${webhook.url}`}
                  label={webhook.isActive ? t('webhooks.active') : t('webhooks.inactive')}
                  checked={webhook.isActive}
                  onChange={(event) => {
                    const isActive = event.currentTarget.checked;
                    void run(() => update({ variables: { id: webhook.id, input: { isActive } } }), {
                      success: isActive ? t('webhooks.enabled') : t('webhooks.disabled'),
                    });
                  }}
                />
              ),
            },
            {
              label: t('common.actions'),
              render: (webhook) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('webhooks.test')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('webhooks.test')} ${webhook.url}`}
                      onClick={() => void run(() => sendTest({ variables: { id: webhook.id } }), { success: t('webhooks.testSent') })}
                    >
                      <IconSend size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('webhooks.deliveries')}>
                    <ActionIcon variant="subtle" aria-label={`${t('webhooks.deliveries')} ${webhook.url}`} onClick={() => setViewing(webhook)}>
                      <IconList size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={`${t('common.actions')} ${webhook.url}`}>
                        <IconDots size={16} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconEdit size={14} aria-hidden />} onClick={() => setEditing(webhook)}>
                        {t('common.edit')}
                      </Menu.Item>
                      <Menu.Item leftSection={<IconKey size={14} aria-hidden />} onClick={() => setRotating(webhook)}>
                        {t('webhooks.rotate')}
                      </Menu.Item>
                      <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => deletion.ask(webhook)}>
                        {t('common.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              ),
            },
          ]}
        />
      )}
      {dialogs}
    </Stack>
  );
}
