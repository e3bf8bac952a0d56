import { EVENT_BASE_ATTRIBUTES, translate } from '@benevo/schema';
import { describeApiError, PageLoader, toast, useActiveOrganization } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconInfoCircle, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  type BaseAttribute,
  type CustomAttributeFieldsFragment,
  DeleteCustomAttributeDocument,
  EventFormEditorDocument,
  type FormFieldFieldsFragment,
  type FormFieldInput,
  SaveEventFormDocument,
} from '../gql/graphql';
import { ConfirmModal } from '../events/components/ConfirmModal';
import { QueryError } from '../events/components/QueryError';
import { AttributeModal } from './AttributeModal';
import { useFormsT } from './i18n/use-forms-t';
import { fieldLimitsFor } from './licence';

/** One field of the form being edited (saved with the whole list, in this order). */
export interface DraftField {
  /** Stable React key: the saved id, or a local one for a field not saved yet. */
  key: string;
  id: string | null;
  attributeId: string | null;
  baseAttribute: BaseAttribute | null;
  label: string;
  description: string;
  isRequired: boolean;
  minChoices: number | null;
  maxChoices: number | null;
  condition: { targetAttribute: string; targetOption: string } | null;
}

type FieldErrors = Record<string, string[]>;

export function draftOf(field: FormFieldFieldsFragment): DraftField {
  return {
    key: field.id,
    id: field.id,
    attributeId: field.attribute?.id ?? null,
    baseAttribute: field.baseAttribute ?? null,
    label: field.label,
    description: field.description,
    isRequired: field.isRequired,
    minChoices: field.minChoices ?? null,
    maxChoices: field.maxChoices ?? null,
    condition: field.condition ? { targetAttribute: field.condition.targetAttribute, targetOption: field.condition.targetOption } : null,
  };
}

export function fieldInput(field: DraftField): FormFieldInput {
  return {
    id: field.id,
    attributeId: field.attributeId,
    baseAttribute: field.baseAttribute,
    isRequired: field.isRequired,
    label: field.label.trim(),
    description: field.description,
    condition: field.condition,
    minChoices: field.minChoices,
    maxChoices: field.maxChoices,
  };
}

let localKeys = 0;

function newDraft(source: { attributeId: string } | { baseAttribute: BaseAttribute }): DraftField {
  localKeys += 1;
  return {
    key: `new-${localKeys}`,
    id: null,
    attributeId: 'attributeId' in source ? source.attributeId : null,
    baseAttribute: 'baseAttribute' in source ? source.baseAttribute : null,
    label: '',
    description: '',
    isRequired: false,
    minChoices: null,
    maxChoices: null,
    condition: null,
  };
}

/** Server field errors `fields[3].condition` -> per field index, per input. */
function errorsByField(fieldErrors: FieldErrors): Map<number, FieldErrors> {
  const byIndex = new Map<number, FieldErrors>();
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const match = /^fields\[(\d+)\]\.(\w+)$/.exec(path);
    if (!match) continue;
    const index = Number(match[1]);
    byIndex.set(index, { ...byIndex.get(index), [match[2]]: messages });
  }
  return byIndex;
}

/** The registration form of an event (spec 3 Field/Form, spec 5 "Custom field"): a section of the Configuration tab. */
export function EventFormEditor({ eventId }: { eventId: string }) {
  const { t } = useFormsT();
  const { data, loading, error, refetch } = useQuery(EventFormEditorDocument, { variables: { eventId }, fetchPolicy: 'cache-and-network' });
  return (
    <Stack gap="md" component="section" aria-labelledby="registration-form-title">
      <Title order={2} size="h3" id="registration-form-title">
        {t('editor.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('editor.intro')}
      </Text>
      {loading && !data && <PageLoader />}
      {error && !data && <QueryError error={error} onRetry={() => void refetch()} />}
      {data && (
        <FormEditor
          eventId={eventId}
          savedFields={data.eventForm.fields}
          eventAttributes={data.eventAttributes}
          volunteerAttributes={data.volunteerAttributes}
          reload={() => refetch()}
        />
      )}
    </Stack>
  );
}

interface FormEditorProps {
  eventId: string;
  savedFields: FormFieldFieldsFragment[];
  eventAttributes: CustomAttributeFieldsFragment[];
  volunteerAttributes: CustomAttributeFieldsFragment[];
  reload: () => Promise<unknown>;
}

function FormEditor({ eventId, savedFields, eventAttributes, volunteerAttributes, reload }: FormEditorProps) {
  const { t, i18n } = useFormsT();
  const organization = useActiveOrganization();
  const limits = fieldLimitsFor(organization);
  const [saved, setSaved] = useState<DraftField[]>(() => savedFields.map(draftOf));
  const [fields, setFields] = useState<DraftField[]>(saved);
  const [errors, setErrors] = useState<Map<number, FieldErrors>>(new Map());
  const [toAdd, setToAdd] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CustomAttributeFieldsFragment | null>(null);
  const [toDelete, setToDelete] = useState<CustomAttributeFieldsFragment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ key: string; direction: 'up' | 'down' } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [saveForm] = useMutation(SaveEventFormDocument);
  const [deleteAttribute] = useMutation(DeleteCustomAttributeDocument);
  const refresh = () => reload().catch(() => toast.error(translate(i18n.language, 'forms.refreshError')));

  const attributes = useMemo(
    () => new Map([...eventAttributes, ...volunteerAttributes].map((attribute) => [attribute.id, attribute])),
    [eventAttributes, volunteerAttributes],
  );
  const dirty = JSON.stringify(fields.map(fieldInput)) !== JSON.stringify(saved.map(fieldInput));
  const eventFull = limits.event !== null && eventAttributes.length >= limits.event;

  // Keyboard users keep their place: after a move, focus follows the moved field's button.
  useEffect(() => {
    if (!focusRequest) return;
    const index = fields.findIndex((field) => field.key === focusRequest.key);
    const direction = (focusRequest.direction === 'up' && index === 0) || (focusRequest.direction === 'down' && index === fields.length - 1)
      ? (focusRequest.direction === 'up' ? 'down' : 'up')
      : focusRequest.direction;
    moveButtons.current.get(`${focusRequest.key}:${direction}`)?.focus();
    setFocusRequest(null);
  }, [fields, focusRequest]);

  const nameOf = (field: DraftField) => {
    const attribute = field.attributeId ? attributes.get(field.attributeId) : null;
    return field.label.trim() || attribute?.name || (field.baseAttribute ? t(`baseAttributes.${field.baseAttribute}`) : '');
  };
  const change = (key: string, patch: Partial<DraftField>) => {
    setFields((current) => current.map((field) => (field.key === key ? { ...field, ...patch } : field)));
    setErrors(new Map());
  };
  const move = (index: number, offset: -1 | 1) => {
    const target = index + offset;
    if (target < 0 || target >= fields.length) return;
    const next = [...fields];
    [next[index], next[target]] = [next[target], next[index]];
    setFields(next);
    setErrors(new Map());
    setFocusRequest({ key: fields[index].key, direction: offset < 0 ? 'up' : 'down' });
    setAnnouncement(t('editor.moved', { name: nameOf(fields[index]), position: target + 1 }));
  };
  const remove = (key: string) => {
    const removed = fields.find((field) => field.key === key);
    setFields((current) =>
      current
        .filter((field) => field.key !== key)
        // A condition on the removed field goes with it.
        .map((field) =>
          removed?.attributeId && field.condition?.targetAttribute === removed.attributeId ? { ...field, condition: null } : field,
        ),
    );
    setErrors(new Map());
  };

  const inForm = new Set(fields.map((field) => field.attributeId ?? `base:${field.baseAttribute}`));
  const addChoices = [
    {
      group: t('editor.groupBase'),
      items: EVENT_BASE_ATTRIBUTES.filter((name) => !inForm.has(`base:${name}`)).map((name) => ({
        value: `base:${name}`,
        label: t(`baseAttributes.${name}`),
      })),
    },
    {
      group: t('editor.groupEvent'),
      items: eventAttributes.filter((a) => !inForm.has(a.id)).map((a) => ({ value: `attribute:${a.id}`, label: a.name })),
    },
    {
      group: t('editor.groupVolunteer'),
      items: volunteerAttributes.filter((a) => !inForm.has(a.id)).map((a) => ({ value: `attribute:${a.id}`, label: a.name })),
    },
  ].filter((group) => group.items.length > 0);

  const add = () => {
    if (!toAdd) return;
    const [kind, value] = toAdd.split(':');
    setFields((current) => [...current, newDraft(kind === 'base' ? { baseAttribute: value as BaseAttribute } : { attributeId: value })]);
    setToAdd(null);
  };

  const save = async () => {
    setSaving(true);
    try {
      const result = await saveForm({ variables: { eventId, fields: fields.map(fieldInput) } });
      const savedNow = (result.data?.saveEventForm.fields ?? []).map(draftOf);
      setSaved(savedNow);
      setFields(savedNow);
      setErrors(new Map());
      toast.success(t('editor.saved'));
    } catch (failure) {
      const apiError = describeApiError(failure);
      const byField = errorsByField(apiError.fieldErrors);
      setErrors(byField);
      toast.error(byField.size > 0 ? translate(i18n.language, 'forms.saveError') : (apiError.message ?? translate(i18n.language, 'forms.saveError')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <div aria-live="polite">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {fields.length === 0 && <Text c="dimmed">{t('editor.empty')}</Text>}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {fields.map((field, index) => {
          const attribute = field.attributeId ? attributes.get(field.attributeId) ?? null : null;
          const name = nameOf(field);
          const fieldErrors = errors.get(index) ?? {};
          const valueType = attribute?.valueType ?? (field.baseAttribute === 'birthdate' ? 'date' : 'text');
          const type = field.baseAttribute ? 'base' : attribute?.eventId ? 'event' : 'volunteer';
          const parents = fields
            .slice(0, index)
            .map((candidate) => (candidate.attributeId ? attributes.get(candidate.attributeId) : undefined))
            .filter((candidate): candidate is CustomAttributeFieldsFragment => candidate?.valueType === 'enum');
          const parent = field.condition ? attributes.get(field.condition.targetAttribute) : undefined;
          const message = (key: string) => fieldErrors[key]?.join(' ');
          return (
            <Card key={field.key} withBorder component="li" aria-label={t('editor.position', { position: index + 1, count: fields.length })}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    <Badge variant="light" tt="none">
                      {t(`fieldTypes.${type}`)}
                    </Badge>
                    <Badge variant="outline" color="gray" tt="none">
                      {t(`valueTypes.${valueType}`)}
                    </Badge>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('editor.moveUp', { name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('editor.moveUp', { name })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        ref={(element) => void moveButtons.current.set(`${field.key}:up`, element)}
                      >
                        <IconArrowUp size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('editor.moveDown', { name })}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('editor.moveDown', { name })}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, 1)}
                        ref={(element) => void moveButtons.current.set(`${field.key}:down`, element)}
                      >
                        <IconArrowDown size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('editor.remove', { name })}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('editor.remove', { name })} onClick={() => remove(field.key)}>
                        <IconX size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
                {(message('attribute') || message('id') || message('baseAttribute')) && (
                  <Alert color="red" role="alert" p="xs">
                    {[message('attribute'), message('id'), message('baseAttribute')].filter(Boolean).join(' ')}
                  </Alert>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('editor.label')}
                    placeholder={attribute?.name ?? (field.baseAttribute ? t(`baseAttributes.${field.baseAttribute}`) : '')}
                    value={field.label}
                    error={message('label')}
                    onChange={(event) => change(field.key, { label: event.currentTarget.value })}
                  />
                  <Checkbox
                    mt={{ base: 0, sm: 30 }}
                    label={t('editor.required')}
                    checked={field.isRequired}
                    onChange={(event) => change(field.key, { isRequired: event.currentTarget.checked })}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('editor.description')}
                  value={field.description}
                  error={message('description')}
                  autosize
                  minRows={1}
                  onChange={(event) => change(field.key, { description: event.currentTarget.value })}
                />
                {valueType === 'enum_multiple' && (
                  <SimpleGrid cols={2}>
                    <NumberInput
                      label={t('editor.minChoices')}
                      min={0}
                      max={attribute?.options.length}
                      allowDecimal={false}
                      value={field.minChoices ?? ''}
                      error={message('minChoices')}
                      onChange={(value) => change(field.key, { minChoices: value === '' ? null : Number(value) })}
                    />
                    <NumberInput
                      label={t('editor.maxChoices')}
                      min={1}
                      max={attribute?.options.length}
                      allowDecimal={false}
                      value={field.maxChoices ?? ''}
                      error={message('maxChoices')}
                      onChange={(value) => change(field.key, { maxChoices: value === '' ? null : Number(value) })}
                    />
                  </SimpleGrid>
                )}
                {(parents.length > 0 || field.condition) && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <Select
                      label={t('editor.conditionParent')}
                      description={t('editor.conditionHint')}
                      value={field.condition?.targetAttribute ?? ''}
                      allowDeselect={false}
                      error={message('condition')}
                      data={[
                        { value: '', label: t('editor.conditionNone') },
                        ...parents.map((candidate) => ({ value: candidate.id, label: candidate.name })),
                        ...(parent && !parents.includes(parent) ? [{ value: parent.id, label: parent.name }] : []),
                      ]}
                      onChange={(value) => {
                        const chosen = value ? attributes.get(value) : undefined;
                        change(field.key, {
                          condition: chosen && chosen.options.length > 0 ? { targetAttribute: chosen.id, targetOption: chosen.options[0].id } : null,
                        });
                      }}
                    />
                    {parent && field.condition && (
                      <Select
                        label={t('editor.conditionOption')}
                        value={field.condition.targetOption}
                        allowDeselect={false}
                        data={parent.options.map((option) => ({ value: option.id, label: option.option }))}
                        onChange={(value) =>
                          value && change(field.key, { condition: { targetAttribute: parent.id, targetOption: value } })
                        }
                      />
                    )}
                  </SimpleGrid>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>

      <Group align="flex-end">
        <Select
          label={t('editor.addLabel')}
          placeholder={t('editor.addPlaceholder')}
          data={addChoices}
          value={toAdd}
          onChange={setToAdd}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden />} variant="light" disabled={!toAdd} onClick={add}>
          {t('editor.add')}
        </Button>
      </Group>

      <Group justify="space-between">
        {dirty ? (
          <Badge color="orange" variant="light" tt="none">
            {t('editor.unsaved')}
          </Badge>
        ) : (
          <span />
        )}
        <Button onClick={() => void save()} loading={saving}>
          {t('editor.save')}
        </Button>
      </Group>

      <Stack gap="xs" component="section" aria-labelledby="event-attributes-title">
        <Group justify="space-between">
          <Title order={3} size="h4" id="event-attributes-title">
            {t('editor.eventAttributes')}
          </Title>
          <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} disabled={eventFull} onClick={() => setCreating(true)}>
            {t('editor.newEventAttribute')}
          </Button>
        </Group>
        {limits.event !== null && eventFull && (
          <Alert icon={<IconInfoCircle size={18} aria-hidden />} color="orange">
            {limits.event === 0 ? t('editor.eventLimitNone') : t('editor.eventLimitReached', { max: limits.event })}
          </Alert>
        )}
        {eventAttributes.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('editor.eventAttributesEmpty')}
          </Text>
        )}
        {eventAttributes.map((attribute) => (
          <Group key={attribute.id} justify="space-between" wrap="nowrap">
            <Text>
              {attribute.name}{' '}
              <Text span c="dimmed" size="sm">
                ({t(`valueTypes.${attribute.valueType}`)}
                {attribute.options.length > 0 && ` : ${attribute.options.map((option) => option.option).join(', ')}`})
              </Text>
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={t('editor.editAttribute', { name: attribute.name })} onClick={() => setEditing(attribute)}>
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('editor.deleteAttribute', { name: attribute.name })}
                onClick={() => setToDelete(attribute)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>

      {creating && (
        <AttributeModal
          eventId={eventId}
          onClose={() => setCreating(false)}
          onSaved={(attribute) => {
            setFields((current) => [...current, newDraft({ attributeId: attribute.id })]);
            void refresh();
          }}
        />
      )}
      {editing && <AttributeModal attribute={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />}
      <ConfirmModal
        opened={toDelete !== null}
        title={t('attributes.deleteTitle')}
        text={t('attributes.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.delete')}
        danger
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteAttribute({ variables: { id: toDelete.id } });
            // The server drops its fields and the conditions on them; so does the draft.
            const drop = (list: DraftField[]) =>
              list
                .filter((field) => field.attributeId !== toDelete.id)
                .map((field) => (field.condition?.targetAttribute === toDelete.id ? { ...field, condition: null } : field));
            setFields(drop);
            setSaved(drop);
            toast.success(t('attributes.deleted'));
            await refresh();
          } catch (failure) {
            toast.error(describeApiError(failure).message ?? translate(i18n.language, 'forms.deleteError'));
          }
        }}
      />
    </Stack>
  );
}
