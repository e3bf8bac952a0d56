import { useMutation, useQuery } from '@apollo/client/react';
import { type AvailabilityWindow, eventAvailabilityDays, fieldErrorsOf, messageFor, volunteerPreferencesSchema } from '@benevo/schema';
import { AvailabilityInput, RankedChoiceInput, useMutationAction } from '@benevo/ui';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ValidationError } from 'yup';
import { CampaignRankablePositionsDocument, SetVolunteerPreferencesDocument, VolunteerPreferencesDocument } from '../gql/graphql';
import { usePreferencesT } from './i18n/use-preferences-t';

/** Whose preferences: one event's (days and position ids) or one campaign's (position names). */
export type PreferencesOwner =
  | {
      kind: 'event';
      eventId: string;
      timeZone: string;
      days: ReadonlyArray<{ startsAt: string; endsAt: string }>;
      positions: ReadonlyArray<{ id: string; name: string }>;
    }
  | { kind: 'campaign'; campaignId: string };

export interface PreferencesModalProps {
  owner: PreferencesOwner;
  /** The volunteer whose preferences are shown; null = closed. */
  volunteer: { id: string; name: string } | null;
  onClose: () => void;
  onSaved?: () => unknown;
}

interface Draft {
  availability: AvailabilityWindow[] | null;
  ranked: string[];
}

type Errors = Partial<Record<'availability' | 'ranked', string>>;

/** The first message of a path ('availability[0].to' -> availability; preferredPosition* -> ranked). */
function errorsOf(fieldErrors: Record<string, string[]>, language: string): Errors {
  const errors: Errors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const key = path.startsWith('availability') ? 'availability' : path.startsWith('preferredPosition') ? 'ranked' : null;
    if (key && !errors[key] && messages[0]) errors[key] = messageFor(language, messages[0]);
  }
  return errors;
}

/**
 * The organizer's view and edit of what a volunteer gave for auto-assignment (issue 18): available
 * days and hours ("any time" when nothing was given) and ranked preferred positions, for one event
 * or one campaign. Checked with the shared volunteerPreferencesSchema before sending; the server's
 * field errors land on the same fields.
 */
export function PreferencesModal({ owner, volunteer, onClose, onSaved }: PreferencesModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { t } = usePreferencesT();
  return (
    <Modal
      opened={volunteer !== null}
      onClose={onClose}
      title={volunteer ? t('preferences.title', { name: volunteer.name }) : ''}
      size="lg"
      fullScreen={phone}
      centered
    >
      {volunteer && <PreferencesEditor key={volunteer.id} owner={owner} volunteer={volunteer} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function PreferencesEditor({ owner, volunteer, onClose, onSaved }: PreferencesModalProps & { volunteer: { id: string; name: string } }) {
  const { t, i18n } = usePreferencesT();
  const ownerVariables = owner.kind === 'event' ? { eventId: owner.eventId } : { campaignId: owner.campaignId };
  const { data, loading, error, refetch } = useQuery(VolunteerPreferencesDocument, {
    variables: { volunteerId: volunteer.id, ...ownerVariables },
    fetchPolicy: 'network-only',
  });
  // A campaign's volunteers rank the organization's position names (its events are not known yet).
  const names = useQuery(CampaignRankablePositionsDocument, {
    variables: { id: owner.kind === 'campaign' ? owner.campaignId : '' },
    skip: owner.kind !== 'campaign',
  });
  const [save, { loading: saving }] = useMutation(SetVolunteerPreferencesDocument);
  const run = useMutationAction();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const days = useMemo(() => (owner.kind === 'event' ? eventAvailabilityDays(owner.days, owner.timeZone) : undefined), [owner]);
  const options = useMemo(
    () =>
      owner.kind === 'event'
        ? owner.positions.map((position) => ({ value: position.id, label: position.name }))
        : (names.data?.campaign.rankablePositionNames ?? []).map((name) => ({ value: name, label: name })),
    [owner, names.data],
  );

  // The stored preferences (null when the volunteer gave none) become the first draft, once loaded.
  useEffect(() => {
    if (loading || error || draft || names.loading) return;
    const stored = data?.volunteerPreferences;
    setDraft({
      availability: stored ? (stored.availability?.map(({ day, from, to }) => ({ day, from, to })) ?? null) : null,
      ranked: stored ? [...(owner.kind === 'event' ? stored.preferredPositionIds : stored.preferredPositionNames)] : [],
    });
  }, [data, loading, error, draft, owner.kind, names.loading]);

  if (error || names.error) {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {t('preferences.loadFailed')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void Promise.all([refetch(), owner.kind === 'campaign' ? names.refetch() : null])}>
            {t('preferences.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!draft) {
    return (
      <Group justify="center" p="lg">
        <Loader aria-label={t('app.loading')} />
      </Group>
    );
  }

  const input = {
    volunteerId: volunteer.id,
    ...ownerVariables,
    availability: draft.availability,
    preferredPositionIds: owner.kind === 'event' ? draft.ranked : [],
    preferredPositionNames: owner.kind === 'campaign' ? draft.ranked : [],
  };

  const submit = async () => {
    const schema = volunteerPreferencesSchema(
      owner.kind,
      owner.kind === 'event' ? { days, positionIds: options.map((option) => option.value) } : { positionNames: options.map((option) => option.value) },
    );
    try {
      await schema.validate(input, { abortEarly: false });
    } catch (cause) {
      if (!(cause instanceof ValidationError)) throw cause;
      setErrors(errorsOf(fieldErrorsOf(cause), i18n.language));
      return;
    }
    setErrors({});
    const outcome = await run(() => save({ variables: { input } }), {
      success: t('preferences.saved'),
      fieldErrors: 'form',
      onSuccess: async () => {
        await onSaved?.();
        onClose();
      },
    });
    if (!outcome.ok) setErrors(errorsOf(outcome.error.fieldErrors, i18n.language));
  };

  const nothingGiven = !data?.volunteerPreferences;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {owner.kind === 'event' ? t('preferences.intro') : t('preferences.introCampaign')}
        </Text>
        {nothingGiven && (
          <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('preferences.none')}
          </Alert>
        )}
        <AvailabilityInput
          name="preferences-availability"
          label={t('preferences.availability')}
          description={owner.kind === 'event' ? t('preferences.availabilityHint') : t('preferences.availabilityCampaignHint')}
          days={days}
          allowAnyTime
          value={draft.availability}
          error={errors.availability}
          onChange={(availability) => setDraft({ ...draft, availability })}
        />
        {options.length > 0 ? (
          <RankedChoiceInput
            name="preferences-positions"
            label={t('preferences.positions')}
            description={t('preferences.positionsHint')}
            options={options}
            value={draft.ranked}
            error={errors.ranked}
            onChange={(ranked) => setDraft({ ...draft, ranked })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('preferences.noPositions')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('preferences.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('preferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The label of the registrations pages' action opening the modal, in this folder's texts. */
export function PreferencesActionLabel({ name }: { name?: string }) {
  const { t } = usePreferencesT();
  return <>{name ? t('preferences.openFor', { name }) : t('preferences.open')}</>;
}

/** Its text as a string (an icon button's aria-label). */
export function usePreferencesActionLabel(): (name: string) => string {
  const { t } = usePreferencesT();
  return (name) => t('preferences.openFor', { name });
}
