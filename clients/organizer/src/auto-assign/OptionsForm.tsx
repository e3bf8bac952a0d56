import { AUTO_ASSIGN_LIMITS, AUTO_ASSIGN_METHODS, messageFor } from '@benevo/schema';
import { CheckboxField, formatSlot, NumberField, SelectField, SubmitButton } from '@benevo/ui';
import { Accordion, ActionIcon, Card, Checkbox, Group, MultiSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconPlayerPlay, IconPin, IconX } from '@tabler/icons-react';
import { Form, Formik, useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { type EditedPair, type Edits, type OptionsValues, pairKey, priorityField, validateOptions } from './logic';
import { useAutoAssignT } from './i18n/use-auto-assign-t';

export interface Choice {
  value: string;
  label: string;
}

interface OptionsFormProps {
  initialValues: OptionsValues;
  positions: Choice[];
  campaigns: Choice[];
  categories: Choice[];
  edits: Edits;
  timeZone: string;
  /** A proposal is shown: the button says "run again". */
  rerun: boolean;
  onUnpin: (key: string) => void;
  onUnforbid: (key: string) => void;
  onSubmit: (values: OptionsValues) => Promise<unknown>;
}

/** A multi-select on a Formik array field, labelled for screen readers like the other fields. */
function MultiSelectField({ name, label, placeholder, data }: { name: string; label: string; placeholder: string; data: Choice[] }) {
  const [field, , helpers] = useField<string[]>(name);
  return (
    <MultiSelect
      id={name}
      label={label}
      placeholder={field.value.length === 0 ? placeholder : undefined}
      data={data}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      searchable
      clearable
      disabled={data.length === 0}
    />
  );
}

/** "Registered" with the form-level "at least one source" message under it. */
function RegisteredField({ label }: { label: string }) {
  const [field, meta, helpers] = useField<boolean>('registered');
  return (
    <Checkbox
      id="registered"
      name="registered"
      label={label}
      checked={field.value}
      onChange={(event) => void helpers.setValue(event.currentTarget.checked)}
      error={meta.error}
    />
  );
}

function PairList({ title, pairs, timeZone, icon, actionLabel, onRemove }: {
  title: string;
  pairs: EditedPair[];
  timeZone: string;
  icon: ReactNode;
  actionLabel: (pair: EditedPair, slot: string) => string;
  onRemove: (key: string) => void;
}) {
  const id = useId();
  if (pairs.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={id}>
        {icon} {title} ({pairs.length})
      </Text>
      <Stack gap={2} component="ul" aria-labelledby={id} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {pairs.map((pair) => {
          const slot = `${pair.positionName} ${formatSlot(pair.startTime, pair.endTime, timeZone)}`;
          return (
            <Group key={pairKey(pair)} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {pair.volunteerName} · {slot}
              </Text>
              <ActionIcon size="sm" variant="subtle" color="gray" aria-label={actionLabel(pair, slot)} onClick={() => onRemove(pairKey(pair))}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** The options of a run (shared schema of @benevo/schema), the pins and forbids of the proposal, and "run". */
export function OptionsForm(props: OptionsFormProps) {
  const { t, i18n } = useAutoAssignT();
  const L = AUTO_ASSIGN_LIMITS;
  return (
    <Formik<OptionsValues>
      initialValues={props.initialValues}
      enableReinitialize
      validate={(values) => validateOptions(values, t('options.noSource'))}
      onSubmit={async (values) => {
        await props.onSubmit(values);
      }}
    >
      {({ errors }) => (
        <Form noValidate aria-label={t('options.title')}>
          <Card withBorder padding="md">
            <Stack gap="md">
              <Title order={2} size="h3">
                {t('options.title')}
              </Title>
              <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                <Text component="legend" fw={600} size="sm" mb={4}>
                  {t('options.candidates')}
                </Text>
                <RegisteredField label={t('options.registered')} />
                <MultiSelectField name="campaignIds" label={t('options.campaigns')} placeholder={t('options.campaignsPlaceholder')} data={props.campaigns} />
                <MultiSelectField name="categoryIds" label={t('options.categories')} placeholder={t('options.categoriesPlaceholder')} data={props.categories} />
              </Stack>
              <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                <Text component="legend" fw={600} size="sm" mb={4}>
                  {t('options.limits')}
                </Text>
                <SimpleGrid cols={{ base: 1, xs: 3, md: 1, xl: 3 }} spacing="xs">
                  <NumberField name="maxHours" label={t('options.maxHours')} placeholder={t('options.unlimited')} min={L.maxHours.min} max={L.maxHours.max} decimalScale={1} />
                  <NumberField name="maxShifts" label={t('options.maxShifts')} placeholder={t('options.unlimited')} min={L.maxShifts.min} max={L.maxShifts.max} allowDecimal={false} />
                  <NumberField name="minRestMinutes" label={t('options.minRest')} min={L.minRestMinutes.min} max={L.minRestMinutes.max} allowDecimal={false} step={15} />
                </SimpleGrid>
                <CheckboxField name="keepGroupsTogether" label={t('options.keepGroups')} />
                <CheckboxField name="respectExisting" label={t('options.respectExisting')} />
                <CheckboxField name="onlyPreferredPositions" label={t('options.onlyPreferred')} />
              </Stack>
              <Accordion variant="separated" multiple>
                {props.positions.length > 0 && (
                  <Accordion.Item value="priorities">
                    <Accordion.Control>{t('options.priorities')}</Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="xs">
                        <Text size="xs" c="dimmed">
                          {t('options.prioritiesHint')}
                        </Text>
                        {props.positions.map((position) => (
                          <NumberField
                            key={position.value}
                            name={`priorities.${priorityField(position.value)}`}
                            label={position.label}
                            aria-label={t('options.priorityOf', { position: position.label })}
                            min={L.priority.min}
                            max={L.priority.max}
                            allowDecimal={false}
                          />
                        ))}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                )}
                <Accordion.Item value="advanced">
                  <Accordion.Control>{t('options.advanced')}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      <SelectField
                        name="method"
                        label={t('options.method')}
                        data={AUTO_ASSIGN_METHODS.map((method) => ({ value: method, label: t(`options.methods.${method}`) }))}
                        allowDeselect={false}
                      />
                      <NumberField
                        name="timeLimitSeconds"
                        label={t('options.timeLimit')}
                        min={L.timeLimitSeconds.min}
                        max={L.timeLimitSeconds.max}
                        allowDecimal={false}
                      />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              </Accordion>
              {/* Errors inside a closed panel would stay unseen: they are repeated here. */}
              {errors.priorities && (
                <Text size="sm" c="red" role="alert">
                  {t('options.priorityError', { message: messageFor(i18n.language, Object.values(errors.priorities as Record<string, string>)[0] ?? '') })}
                </Text>
              )}
              {(props.edits.pinned.length > 0 || props.edits.forbidden.length > 0) && (
                <Stack gap="xs">
                  <PairList
                    title={t('options.pinned')}
                    pairs={props.edits.pinned}
                    timeZone={props.timeZone}
                    icon={<IconPin size={14} aria-hidden />}
                    actionLabel={(pair, slot) => t('options.unpin', { name: pair.volunteerName, slot })}
                    onRemove={props.onUnpin}
                  />
                  <PairList
                    title={t('options.forbidden')}
                    pairs={props.edits.forbidden}
                    timeZone={props.timeZone}
                    icon={<IconBan size={14} aria-hidden />}
                    actionLabel={(pair, slot) => t('options.unforbid', { name: pair.volunteerName, slot })}
                    onRemove={props.onUnforbid}
                  />
                </Stack>
              )}
              <SubmitButton leftSection={<IconPlayerPlay size={16} aria-hidden />}>{props.rerun ? t('options.rerun') : t('options.run')}</SubmitButton>
            </Stack>
          </Card>
        </Form>
      )}
    </Formik>
  );
}
