import { BASE_ATTRIBUTES, EVENT_BASE_ATTRIBUTES, type BaseAttributeName, translate } from '@benevo/schema';
import {
  CheckboxField,
  ConfirmModal,
  PageLoader,
  QueryError,
  SubmitButton,
  TextareaField,
  TextField,
  toast,
  useActiveOrganization,
  useMutationAction,
} from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconInfoCircle, IconPlus, IconX } from '@tabler/icons-react';
import { AttributeActions } from './AttributeActions';
import { Form, FormikProvider, type FormikErrors, type FormikHelpers, getIn, useFormik } from 'formik';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type AttributeInput,
  type BaseAttribute,
  type CustomAttributeFieldsFragment,
  DeleteCustomAttributeDocument,
  type FormFieldFieldsFragment,
  type FormFieldInput,
} from '../gql/graphql';
import { AttributeModal } from './AttributeModal';
import { useFormsT } from './i18n/use-forms-t';
import { fieldLimitsFor } from './licence';

/** Who a registration form belongs to: an event or a campaign (spec 3 Form; issue 12). */
export type FormOwnerKind = 'event' | 'campaign';

/** What a base attribute's answer is, for the badge of its field (the others are text). */
const BASE_VALUE_TYPES: Partial<Record<string, string>> = {
  birthdate: 'date',
  profile_picture: 'image',
  availability: 'availability',
  preferred_positions: 'ranked',
};

/** The base attributes each kind of form may ask: the profile picture only in a campaign's form. */
const BASE_ATTRIBUTES_OF: Record<FormOwnerKind, readonly BaseAttributeName[]> = {
  event: EVENT_BASE_ATTRIBUTES,
  campaign: BASE_ATTRIBUTES,
};

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

/** The form's values: the fields, in their order. */
interface EditorValues {
  fields: DraftField[];
}

/**
 * Server field errors `fields[3].condition` -> Formik errors `fields[3].condition` (the messages of one
 * input joined); null when none concerns a field of the list.
 */
function formErrorsOf(fieldErrors: Record<string, string[]>): FormikErrors<EditorValues> | null {
  const byIndex: Array<Record<string, string>> = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const match = /^fields\[(\d+)\]\.(\w+)$/.exec(path);
    if (!match) continue;
    const index = Number(match[1]);
    byIndex[index] = { ...byIndex[index], [match[2]]: messages.join(' ') };
  }
  // Not only inputs: `attribute`, `id` and `baseAttribute` are said above the field's inputs, on its card.
  return byIndex.length > 0 ? ({ fields: byIndex } as FormikErrors<EditorValues>) : null;
}

interface FormEditorSectionProps {
  /** The query of the form and its attributes, while it loads or when it failed. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  notFound: string;
  forbidden: string;
  /** The editor, once the data is there. */
  children: ReactNode;
}

/** The editor's section with its title and intro, and the form's loading and error states. */
export function FormEditorSection({ loading, error, onRetry, notFound, forbidden, children }: FormEditorSectionProps) {
  const { t } = useFormsT();
  const titleId = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('editor.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('editor.intro')}
      </Text>
      {children ?? (loading ? <PageLoader /> : error ? <QueryError error={error} onRetry={onRetry} notFound={notFound} forbidden={forbidden} /> : null)}
    </Stack>
  );
}

export interface FormEditorProps {
  /** The form's owner: its texts, its base attributes, what its own attributes are called. */
  kind: FormOwnerKind;
  savedFields: FormFieldFieldsFragment[];
  /** The owner's own attributes (the event's, the campaign's). */
  ownAttributes: CustomAttributeFieldsFragment[];
  /** The organization's volunteer attributes, kept on the volunteers' records. */
  volunteerAttributes: CustomAttributeFieldsFragment[];
  /** Saves the whole list (the server's errors say `fields[i].x`); resolves with the saved fields. */
  saveFields: (fields: FormFieldInput[]) => Promise<FormFieldFieldsFragment[]>;
  /** Creates an attribute of the owner. */
  createAttribute: (input: AttributeInput) => Promise<CustomAttributeFieldsFragment | undefined>;
  reload: () => Promise<unknown>;
}

/**
 * The registration form editor of an event or a campaign (spec 3 Field/Form, spec 5 "Custom field"): the
 * fields in order, the owner's own attributes; the owner's data and mutations come in the props.
 */
export function FormEditor({ kind, savedFields, ownAttributes, volunteerAttributes, saveFields, createAttribute, reload }: FormEditorProps) {
  const { t, i18n } = useFormsT();
  const organization = useActiveOrganization();
  const limits = fieldLimitsFor(organization);
  // What the server holds: the form is "unsaved" while its fields differ from these.
  const [saved, setSaved] = useState<DraftField[]>(() => savedFields.map(draftOf));
  const [toAdd, setToAdd] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<CustomAttributeFieldsFragment | null>(null);
  const [toDelete, setToDelete] = useState<CustomAttributeFieldsFragment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ key: string; direction: 'up' | 'down' } | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const [deleteAttribute] = useMutation(DeleteCustomAttributeDocument);
  const run = useMutationAction();
  const refresh = () => reload().catch(() => toast.error(translate(i18n.language, 'forms.refreshError')));

  async function save(values: EditorValues, { resetForm, setErrors }: FormikHelpers<EditorValues>) {
    const saveError = translate(i18n.language, 'forms.saveError');
    const outcome = await run(() => saveFields(values.fields.map(fieldInput)), {
      success: t('editor.saved'),
      fallback: saveError,
      fieldErrors: 'form',
    });
    if (outcome.ok) {
      const savedNow = outcome.data.map(draftOf);
      setSaved(savedNow);
      resetForm({ values: { fields: savedNow } });
    } else if (Object.keys(outcome.error.fieldErrors).length > 0) {
      const errors = formErrorsOf(outcome.error.fieldErrors);
      if (errors) setErrors(errors);
      toast.error(errors ? saveError : (outcome.error.message ?? saveError));
    }
  }

  const formik = useFormik<EditorValues>({ initialValues: { fields: saved }, onSubmit: save });
  const { values, errors, setFieldValue, setValues } = formik;
  const fields = values.fields;

  const attributes = useMemo(
    () => new Map([...ownAttributes, ...volunteerAttributes].map((attribute) => [attribute.id, attribute])),
    [ownAttributes, volunteerAttributes],
  );
  const dirty = JSON.stringify(fields.map(fieldInput)) !== JSON.stringify(saved.map(fieldInput));
  // Campaign attributes count like event attributes: per campaign (spec 6, issue 12).
  const ownLimit = limits[kind];
  const ownFull = ownLimit !== null && ownAttributes.length >= ownLimit;
  const ownIds = useMemo(() => new Set(ownAttributes.map((attribute) => attribute.id)), [ownAttributes]);
  const ownTitleId = useId();

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
  // A change (or a move, a removal) validates the form again, which drops the server's messages.
  const move = (index: number, offset: -1 | 1) => {
    const target = index + offset;
    if (target < 0 || target >= fields.length) return;
    const next = [...fields];
    [next[index], next[target]] = [next[target], next[index]];
    void setFieldValue('fields', next);
    setFocusRequest({ key: fields[index].key, direction: offset < 0 ? 'up' : 'down' });
    setAnnouncement(t('editor.moved', { name: nameOf(fields[index]), position: target + 1 }));
  };
  const remove = (key: string) => {
    const removed = fields.find((field) => field.key === key);
    void setFieldValue(
      'fields',
      fields
        .filter((field) => field.key !== key)
        // A condition on the removed field goes with it.
        .map((field) =>
          removed?.attributeId && field.condition?.targetAttribute === removed.attributeId ? { ...field, condition: null } : field,
        ),
    );
  };
  // Adding a field keeps the server's messages on the fields already there.
  const append = (draft: DraftField) => void setValues((current) => ({ fields: [...current.fields, draft] }), false);

  const inForm = new Set(fields.map((field) => field.attributeId ?? `base:${field.baseAttribute}`));
  const addChoices = [
    {
      group: t('editor.groupBase'),
      items: BASE_ATTRIBUTES_OF[kind].filter((name) => !inForm.has(`base:${name}`)).map((name) => ({
        value: `base:${name}`,
        label: t(`baseAttributes.${name}`),
      })),
    },
    {
      group: t(`owners.${kind}.group`),
      items: ownAttributes.filter((a) => !inForm.has(a.id)).map((a) => ({ value: `attribute:${a.id}`, label: a.name })),
    },
    {
      group: t('editor.groupVolunteer'),
      items: volunteerAttributes.filter((a) => !inForm.has(a.id)).map((a) => ({ value: `attribute:${a.id}`, label: a.name })),
    },
  ].filter((group) => group.items.length > 0);

  const add = () => {
    if (!toAdd) return;
    const [source, value] = toAdd.split(':');
    append(newDraft(source === 'base' ? { baseAttribute: value as BaseAttribute } : { attributeId: value }));
    setToAdd(null);
  };

  return (
    <FormikProvider value={formik}>
      <Stack gap="md">
        <div aria-live="polite">
          <VisuallyHidden>{announcement}</VisuallyHidden>
        </div>
        {fields.length === 0 && <Text c="dimmed">{t('editor.empty')}</Text>}
        <Form noValidate>
          <Stack gap="md">
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {fields.map((field, index) => {
                const attribute = field.attributeId ? attributes.get(field.attributeId) ?? null : null;
                const name = nameOf(field);
                const path = `fields.${index}`;
                const valueType = attribute?.valueType ?? BASE_VALUE_TYPES[field.baseAttribute ?? ''] ?? 'text';
                const type = field.baseAttribute ? 'base' : field.attributeId && ownIds.has(field.attributeId) ? kind : 'volunteer';
                const parents = fields
                  .slice(0, index)
                  .map((candidate) => (candidate.attributeId ? attributes.get(candidate.attributeId) : undefined))
                  .filter((candidate): candidate is CustomAttributeFieldsFragment => candidate?.valueType === 'enum');
                const parent = field.condition ? attributes.get(field.condition.targetAttribute) : undefined;
                const message = (key: string): string | undefined => getIn(errors, `${path}.${key}`);
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
                        <TextField
                          name={`${path}.label`}
                          label={t('editor.label')}
                          placeholder={attribute?.name ?? (field.baseAttribute ? t([`basePlaceholders.${field.baseAttribute}`, `baseAttributes.${field.baseAttribute}`]) : '')}
                        />
                        <CheckboxField name={`${path}.isRequired`} mt={{ base: 0, sm: 30 }} label={t('editor.required')} />
                      </SimpleGrid>
                      <TextareaField name={`${path}.description`} label={t('editor.description')} autosize minRows={1} />
                      {valueType === 'enum_multiple' && (
                        <SimpleGrid cols={2}>
                          <NumberInput
                            label={t('editor.minChoices')}
                            min={0}
                            max={attribute?.options.length}
                            allowDecimal={false}
                            value={field.minChoices ?? ''}
                            error={message('minChoices')}
                            onChange={(value) => void setFieldValue(`${path}.minChoices`, value === '' ? null : Number(value))}
                          />
                          <NumberInput
                            label={t('editor.maxChoices')}
                            min={1}
                            max={attribute?.options.length}
                            allowDecimal={false}
                            value={field.maxChoices ?? ''}
                            error={message('maxChoices')}
                            onChange={(value) => void setFieldValue(`${path}.maxChoices`, value === '' ? null : Number(value))}
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
                              void setFieldValue(
                                `${path}.condition`,
                                chosen && chosen.options.length > 0 ? { targetAttribute: chosen.id, targetOption: chosen.options[0].id } : null,
                              );
                            }}
                          />
                          {parent && field.condition && (
                            <Select
                              label={t('editor.conditionOption')}
                              value={field.condition.targetOption}
                              allowDeselect={false}
                              data={parent.options.map((option) => ({ value: option.id, label: option.option }))}
                              onChange={(value) =>
                                value && void setFieldValue(`${path}.condition`, { targetAttribute: parent.id, targetOption: value })
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
              <SubmitButton>{t('editor.save')}</SubmitButton>
            </Group>
          </Stack>
        </Form>

        <Stack gap="xs" component="section" aria-labelledby={ownTitleId}>
          <Group justify="space-between">
            <Title order={3} size="h4" id={ownTitleId}>
              {t(`owners.${kind}.title`)}
            </Title>
            <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} disabled={ownFull} onClick={() => setCreating(true)}>
              {t(`owners.${kind}.create`)}
            </Button>
          </Group>
          {ownLimit !== null && ownFull && (
            <Alert icon={<IconInfoCircle size={18} aria-hidden />} color="orange">
              {ownLimit === 0 ? t(`owners.${kind}.limitNone`) : t(`owners.${kind}.limitReached`, { count: ownLimit, max: ownLimit })}
            </Alert>
          )}
          {ownAttributes.length === 0 && (
            <Text size="sm" c="dimmed">
              {t(`owners.${kind}.empty`)}
            </Text>
          )}
          {ownAttributes.map((attribute) => (
            <Group key={attribute.id} justify="space-between" wrap="nowrap">
              <Text>
                {attribute.name}{' '}
                <Text span c="dimmed" size="sm">
                  ({t(`valueTypes.${attribute.valueType}`)}
                  {attribute.options.length > 0 && ` : ${attribute.options.map((option) => option.option).join(', ')}`})
                </Text>
              </Text>
              <AttributeActions
                editLabel={t('editor.editAttribute', { name: attribute.name })}
                deleteLabel={t('editor.deleteAttribute', { name: attribute.name })}
                onEdit={() => setEditing(attribute)}
                onDelete={() => setToDelete(attribute)}
              />
            </Group>
          ))}
        </Stack>

        {creating && (
          <AttributeModal
            title={t(`owners.${kind}.newTitle`)}
            create={createAttribute}
            onClose={() => setCreating(false)}
            onSaved={(attribute) => {
              append(newDraft({ attributeId: attribute.id }));
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
            // The server drops its fields and the conditions on them; so does the draft.
            const drop = (list: DraftField[]) =>
              list
                .filter((field) => field.attributeId !== toDelete.id)
                .map((field) => (field.condition?.targetAttribute === toDelete.id ? { ...field, condition: null } : field));
            await run(() => deleteAttribute({ variables: { id: toDelete.id } }), {
              success: t('attributes.deleted'),
              fallback: translate(i18n.language, 'forms.deleteError'),
              onSuccess: async () => {
                await setValues((current) => ({ fields: drop(current.fields) }), false);
                setSaved(drop);
                await refresh();
              },
            });
          }}
        />
      </Stack>
    </FormikProvider>
  );
}
