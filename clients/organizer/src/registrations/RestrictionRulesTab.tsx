import { useMutationAction } from '@benevo/ui';
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Card, Group, List, SegmentedControl, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CreateRegistrationRuleDocument, DeleteRegistrationRuleDocument, RestrictionRulesDocument, type RestrictionRulesQuery } from '../gql/graphql';
import { useRegistrationsT } from '../i18n/use-registrations-t';
import { LoadError } from './components';

export const AGE_BANDS = ['under14', '14-16', '16-18', '18+'] as const;

type Rule = RestrictionRulesQuery['registrationRules'][number];

/** How a rule reads: "Bar — Réservé à : Staff". */
export function describeRule(
  rule: Pick<Rule, 'positionId' | 'categoryId' | 'ageBand'>,
  names: { positions: Map<string, string>; categories: Map<string, string>; anyPosition: string; ageBand: (band: string) => string; unknown: string },
): { position: string; what: string } {
  const position = rule.positionId ? names.positions.get(rule.positionId) ?? names.unknown : names.anyPosition;
  const what = rule.categoryId ? names.categories.get(rule.categoryId) ?? names.unknown : rule.ageBand ? names.ageBand(rule.ageBand) : names.unknown;
  return { position, what };
}

/** Event edit, "Restriction rules": positions limited to a volunteer category or an age band. */
export function RestrictionRulesTab({ event }: { event: { id: string; positions: Array<{ id: string; name: string }> } }) {
  const { t } = useRegistrationsT();
  const { data, loading, error, refetch } = useQuery(RestrictionRulesDocument, { variables: { eventId: event.id }, fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreateRegistrationRuleDocument);
  const [remove] = useMutation(DeleteRegistrationRuleDocument);
  const [positionId, setPositionId] = useState<string | null>(null);
  const [kind, setKind] = useState<'category' | 'age'>('category');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [ageBand, setAgeBand] = useState<string | null>(null);
  const run = useMutationAction();

  if (loading && !data) return <Text c="dimmed">…</Text>;
  if (!data) return <LoadError error={error} onRetry={() => void refetch()} />;

  const names = {
    positions: new Map(event.positions.map((p) => [p.id, p.name])),
    categories: new Map(data.volunteerCategories.map((c) => [c.id, c.name])),
    anyPosition: t('rules.anyPosition'),
    ageBand: (band: string) => t(`volunteers.ageBands.${band}`),
    unknown: t('rules.unknown'),
  };
  const ready = kind === 'category' ? categoryId !== null : ageBand !== null;

  return (
    <Stack maw={760}>
      <Text>{t('rules.intro')}</Text>
      {data.registrationRules.length === 0 ? (
        <Text c="dimmed">{t('rules.empty')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {data.registrationRules.map((rule) => {
            const { position, what } = describeRule(rule, names);
            const label = `${position} — ${t('rules.only', { what })}`;
            return (
              <List.Item key={rule.id}>
                <Card withBorder padding="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{label}</Text>
                    <Tooltip label={t('common.delete')}>
                      <ActionIcon
                        color="red"
                        variant="subtle"
                        aria-label={t('rules.deleteLabel', { rule: label })}
                        onClick={() =>
                          void run(() => remove({ variables: { id: rule.id } }), {
                            success: t('rules.deleted'),
                            onSuccess: () => refetch(),
                            fieldErrors: 'toast',
                          })
                        }
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Card>
              </List.Item>
            );
          })}
        </List>
      )}
      <Card withBorder padding="sm" component="form" onSubmit={async (e: FormEvent) => {
        e.preventDefault();
        const input = {
          eventId: event.id,
          positionId,
          categoryId: kind === 'category' ? categoryId : null,
          ageBand: kind === 'age' ? ageBand : null,
        };
        await run(() => create({ variables: { input } }), {
          success: t('rules.added'),
          onSuccess: async () => {
            setCategoryId(null);
            setAgeBand(null);
            await refetch();
          },
          fieldErrors: 'toast',
        });
      }}>
        <Stack gap="sm">
          <Select
            label={t('rules.position')}
            placeholder={t('rules.anyPosition')}
            data={event.positions.map((p) => ({ value: p.id, label: p.name }))}
            value={positionId}
            onChange={setPositionId}
            clearable
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="rule-kind-label">
              {t('rules.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="rule-kind-label"
              value={kind}
              onChange={(value) => setKind(value as 'category' | 'age')}
              data={[
                { value: 'category', label: t('rules.byCategory') },
                { value: 'age', label: t('rules.byAge') },
              ]}
            />
          </div>
          {kind === 'category' ? (
            data.volunteerCategories.length === 0 ? (
              <Alert color="blue">{t('rules.noCategory')}</Alert>
            ) : (
              <Select
                label={t('rules.category')}
                data={data.volunteerCategories.map((c) => ({ value: c.id, label: c.name }))}
                value={categoryId}
                onChange={setCategoryId}
                required
              />
            )
          ) : (
            <Select
              label={t('rules.ageBand')}
              data={AGE_BANDS.map((band) => ({ value: band, label: t(`volunteers.ageBands.${band}`) }))}
              value={ageBand}
              onChange={setAgeBand}
              required
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!ready} loading={creating}>
              {t('rules.add')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
