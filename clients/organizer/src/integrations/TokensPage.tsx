import { useMutation, useQuery } from '@apollo/client/react';
import {
  EmptyState,
  evictFromCache,
  formatDate,
  FormError,
  PageNotLoaded,
  ResponsiveTable,
  SelectField,
  SubmitButton,
  TextField,
  useConfirmDelete,
  useFormSubmit,
  validateWith,
} from '@benevo/ui';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Group, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import * as yup from 'yup';
import { type ApiTokenFieldsFragment, ApiTokensDocument, CreateApiTokenDocument, RevokeApiTokenDocument } from '../gql/graphql';
import { useIntegrationsT } from './i18n/use-integrations-t';
import { RevealModal } from './RevealModal';

const DAY_MS = 24 * 3600_000;

export type ExpiryChoice = '30' | '90' | '365' | 'none' | 'custom';

export interface TokenValues {
  name: string;
  read: boolean;
  write: boolean;
  expiry: ExpiryChoice;
  /** YYYY-MM-DD, when expiry is `custom`. */
  expiryDate: string;
}

/** YYYY-MM-DD of a local date. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The instant the token expires: now + the chosen days, the end of the chosen local day, or null. */
export function expiryInstant(values: Pick<TokenValues, 'expiry' | 'expiryDate'>, now = new Date()): string | null {
  if (values.expiry === 'none') return null;
  if (values.expiry === 'custom') {
    const [year, month, day] = values.expiryDate.split('-').map(Number);
    return new Date(year, month - 1, day, 23, 59, 59).toISOString();
  }
  return new Date(now.getTime() + Number(values.expiry) * DAY_MS).toISOString();
}

function tokenSchema(t: ReturnType<typeof useIntegrationsT>['t']) {
  const tomorrow = isoDay(new Date(Date.now() + DAY_MS));
  const lastDay = isoDay(new Date(Date.now() + 365 * DAY_MS));
  return yup.object({
    name: yup.string().trim().required(t('tokens.form.nameRequired')).max(100),
    read: yup.boolean().test('scopes', t('tokens.form.scopesRequired'), (read, context) => read === true || context.parent.write === true),
    expiryDate: yup.string().when('expiry', {
      is: 'custom',
      then: (schema) =>
        schema
          .required(t('tokens.form.dateRequired'))
          .test('range', t('tokens.form.dateRange'), (value) => !!value && value >= tomorrow && value <= lastDay),
    }),
  });
}

/** The scopes as two checkboxes; writing includes reading (the server adds it too). */
function ScopesField() {
  const { t } = useIntegrationsT();
  const [read, readMeta, readHelpers] = useField<boolean>('read');
  const [write, , writeHelpers] = useField<boolean>('write');
  return (
    <Checkbox.Group label={t('tokens.form.scopes')} error={readMeta.touched ? readMeta.error : undefined} withAsterisk>
      <Stack gap={6} mt={4}>
        <Checkbox
          id="scope-read"
          label={t('tokens.form.read')}
          checked={read.value || write.value}
          disabled={write.value}
          onChange={(event) => {
            void readHelpers.setValue(event.currentTarget.checked);
            void readHelpers.setTouched(true, false);
          }}
        />
        <Checkbox
          id="scope-write"
          label={t('tokens.form.write')}
          checked={write.value}
          onChange={(event) => {
            void writeHelpers.setValue(event.currentTarget.checked);
            void readHelpers.setTouched(true, false);
          }}
        />
      </Stack>
    </Checkbox.Group>
  );
}

/** Name, scopes and expiry of a new token; on success hands the token (shown once) to `onCreated`. */
function CreateTokenModal({ onClose, onCreated }: { onClose: () => void; onCreated: (token: string) => void }) {
  const { t } = useIntegrationsT();
  const [create] = useMutation(CreateApiTokenDocument, { refetchQueries: ['ApiTokens'] });
  const schema = tokenSchema(t);
  const { onSubmit, formError } = useFormSubmit(
    async (values: TokenValues) => {
      const scopes = values.write ? ['read', 'write'] : ['read'];
      const answer = await create({ variables: { input: { name: values.name.trim(), scopes, expiresAt: expiryInstant(values) } } });
      return answer.data?.createApiToken.token ?? null;
    },
    (token) => {
      if (token) onCreated(token);
    },
  );
  return (
    <Modal opened onClose={onClose} title={t('tokens.form.title')} centered>
      <Formik<TokenValues>
        initialValues={{ name: '', read: true, write: false, expiry: '90', expiryDate: '' }}
        validate={(values) => validateWith<TokenValues>(schema, values)}
        onSubmit={onSubmit}
      >
        {({ values }) => (
          <Form noValidate>
            <Stack gap="sm">
              <FormError message={formError} />
              <TextField name="name" label={t('tokens.form.name')} description={t('tokens.form.nameDescription')} required maxLength={100} data-autofocus />
              <ScopesField />
              <SelectField
                name="expiry"
                label={t('tokens.form.expiry')}
                allowDeselect={false}
                data={[
                  { value: '30', label: t('tokens.form.expiry30') },
                  { value: '90', label: t('tokens.form.expiry90') },
                  { value: '365', label: t('tokens.form.expiry365') },
                  { value: 'none', label: t('tokens.form.expiryNone') },
                  { value: 'custom', label: t('tokens.form.expiryCustom') },
                ]}
              />
              {values.expiry === 'custom' && (
                <TextField
                  name="expiryDate"
                  type="date"
                  label={t('tokens.form.expiryDate')}
                  description={t('tokens.form.expiryDateDescription')}
                  min={isoDay(new Date(Date.now() + DAY_MS))}
                  max={isoDay(new Date(Date.now() + 365 * DAY_MS))}
                  required
                />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton>{t('tokens.form.submit')}</SubmitButton>
              </Group>
            </Stack>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

function isExpired(token: ApiTokenFieldsFragment): boolean {
  return token.expiresAt !== null && new Date(token.expiresAt).getTime() <= Date.now();
}

/** /profile/tokens: the user's personal API tokens: create (shown once), list, revoke. */
export default function TokensPage() {
  const { t } = useIntegrationsT();
  const { data, loading, error, refetch } = useQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeApiTokenDocument);
  const [creating, setCreating] = useState(false);
  const [revealed, setRevealed] = useState<string | null>(null);
  const revocation = useConfirmDelete<ApiTokenFieldsFragment>({
    title: t('tokens.revokeTitle'),
    text: (token) => t('tokens.revokeText', { name: token.name, interpolation: { escapeValue: false } }),
    confirmLabel: t('tokens.revoke'),
    success: t('tokens.revoked'),
    remove: (token) => revoke({ variables: { id: token.id }, update: evictFromCache('ApiToken', token.id) }),
  });

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('tokens.new')}
    </Button>
  );
  const header = (
    <Stack gap="xs">
      <Anchor component={Link} to="/profile/user" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {t('common.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('tokens.title')}</Title>
          <Text c="dimmed" size="sm" maw={720}>
            {t('tokens.subtitle')}
          </Text>
        </div>
        {data && data.apiTokens.length > 0 && newButton}
      </Group>
    </Stack>
  );
  const dialogs = (
    <>
      {creating && (
        <CreateTokenModal
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setRevealed(token);
          }}
        />
      )}
      {revealed !== null && (
        <RevealModal
          title={t('tokens.reveal.title')}
          text={t('tokens.reveal.text')}
          label={t('tokens.reveal.label')}
          value={revealed}
          done={t('tokens.reveal.done')}
          onClose={() => setRevealed(null)}
        />
      )}
      {revocation.modal}
    </>
  );

  if (!data) return <PageNotLoaded loading={loading} header={header} error={error} onRetry={() => void refetch()} forbidden={t('common.forbidden')} />;
  const tokens = data.apiTokens;
  return (
    <Stack gap="md">
      {header}
      {tokens.length === 0 ? (
        <EmptyState title={t('tokens.empty')} text={t('tokens.emptyText')}>
          {newButton}
        </EmptyState>
      ) : (
        <ResponsiveTable
          label={t('tokens.tableLabel')}
          rows={tokens}
          rowKey={(token) => token.id}
          columns={[
            { label: t('tokens.name'), render: (token) => <Text size="sm" fw={500}>{token.name}</Text> },
            {
              label: t('tokens.scopes'),
              render: (token) => (
                <Group gap={4} wrap="nowrap">
                  {token.scopes.map((scope) => (
                    <Badge key={scope} variant="light" color={scope === 'write' ? 'orange' : 'blue'}>
                      {t(`tokens.scope.${scope as 'read' | 'write'}`)}
                    </Badge>
                  ))}
                </Group>
              ),
            },
            { label: t('tokens.createdAt'), nowrap: true, render: (token) => formatDate(token.createdAt) },
            {
              label: t('tokens.expiresAt'),
              nowrap: true,
              render: (token) =>
                token.expiresAt === null ? (
                  t('tokens.noExpiry')
                ) : isExpired(token) ? (
                  <Badge color="red" variant="light">
                    {t('tokens.expired')}
                  </Badge>
                ) : (
                  formatDate(token.expiresAt)
                ),
            },
            { label: t('tokens.lastUsedAt'), nowrap: true, render: (token) => (token.lastUsedAt ? formatDate(token.lastUsedAt) : t('common.never')) },
            {
              label: t('common.actions'),
              render: (token) => (
                <Tooltip label={t('tokens.revoke')}>
                  <ActionIcon variant="subtle" color="red" aria-label={`${t('tokens.revoke')} ${token.name}`} onClick={() => revocation.ask(token)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ),
            },
          ]}
        />
      )}
      {dialogs}
    </Stack>
  );
}
