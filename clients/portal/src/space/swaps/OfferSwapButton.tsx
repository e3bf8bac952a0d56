import { useMutation, useQuery } from '@apollo/client/react';
import { swapOfferSchema } from '@benevo/schema';
import { formatSlot, FormError, SubmitButton, TextField, toast, useFormSubmit, validateWith } from '@benevo/ui';
import { Badge, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { Form, Formik, useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MySwapsDocument, OfferShiftSwapDocument, type MyParticipationFragment } from '../../gql/graphql';

export interface OfferValues {
  to: 'everyone' | 'colleague';
  targetEmail: string;
}

/** The form's rules: the shared offer schema, and an address required when a colleague is chosen. */
export async function validateOffer(values: OfferValues) {
  if (values.to === 'colleague' && !values.targetEmail.trim()) return { targetEmail: 'validation.required' };
  return validateWith<OfferValues>(swapOfferSchema, { targetEmail: values.to === 'colleague' ? values.targetEmail : null });
}

function RecipientField() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<OfferValues['to']>('to');
  return (
    <Radio.Group label={t('portal.swaps.offerTo')} value={field.value} onChange={(value) => void helpers.setValue(value as OfferValues['to'])} name="to">
      <Stack gap="xs" mt="xs">
        <Radio value="everyone" label={t('portal.swaps.toEveryone')} />
        <Radio value="colleague" label={t('portal.swaps.toColleague')} />
      </Stack>
    </Radio.Group>
  );
}

/**
 * "Offer a swap" on a shift card: shown for the shifts the server says may be offered (accepted, alone,
 * not started, in an event with swaps on, not offered already); a shift already offered shows its
 * state instead. The dialog offers it to the event's volunteers or to a colleague by e-mail. Nothing
 * is shown while the swaps are unknown (loading, offline, failed): the swaps section says why.
 */
export function OfferSwapButton({ token, participation, onDone }: { token: string; participation: MyParticipationFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(MySwapsDocument, { variables: { token }, fetchPolicy: 'cache-first' });
  const [offerSwap] = useMutation(OfferShiftSwapDocument);
  const slot = formatSlot(participation.timeSlot.startTime, participation.timeSlot.endTime, participation.eventTimeZone);
  const submit = useFormSubmit<OfferValues, unknown>(
    (values) =>
      offerSwap({
        variables: { token, participationId: participation.id, targetEmail: values.to === 'colleague' ? values.targetEmail.trim() : null },
        refetchQueries: [{ query: MySwapsDocument, variables: { token } }],
        awaitRefetchQueries: true,
      }),
    () => {
      toast.success(t('portal.swaps.offered'));
      setOpen(false);
      onDone();
    },
  );

  if (!data) return null;
  const live = data.mySwaps.mine.find((swap) => swap.mine && swap.participationId === participation.id && (swap.status === 'open' || swap.status === 'pending_approval'));
  if (live) {
    return (
      <Group>
        <Badge variant="light" color={live.status === 'open' ? 'grape' : 'yellow'} tt="none" leftSection={<IconArrowsExchange size={12} aria-hidden />}>
          {live.status === 'open' ? t('portal.swaps.offeredBadge') : t('portal.swaps.pendingBadge')}
        </Badge>
      </Group>
    );
  }
  if (!data.mySwaps.swappableParticipationIds.includes(participation.id)) return null;

  return (
    <>
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconArrowsExchange size={14} aria-hidden />}
          onClick={() => setOpen(true)}
          aria-label={t('portal.swaps.offerAria', { position: participation.positionName, slot })}
        >
          {t('portal.swaps.offer')}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('portal.swaps.offerTitle')} centered>
        <Formik<OfferValues> initialValues={{ to: 'everyone', targetEmail: '' }} validate={validateOffer} onSubmit={submit.onSubmit}>
          {({ values }) => (
            <Form noValidate>
              <Stack gap="md">
                <Text size="sm">{t('portal.swaps.offerText', { position: participation.positionName, event: participation.eventName, slot })}</Text>
                <RecipientField />
                {values.to === 'colleague' && (
                  <TextField
                    name="targetEmail"
                    type="email"
                    autoComplete="email"
                    label={t('portal.swaps.colleagueEmail')}
                    description={t('portal.swaps.colleagueHint')}
                    required
                    data-autofocus
                  />
                )}
                <FormError message={submit.formError} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setOpen(false)}>
                    {t('portal.swaps.cancel')}
                  </Button>
                  <SubmitButton>{t('portal.swaps.offerConfirm')}</SubmitButton>
                </Group>
              </Stack>
            </Form>
          )}
        </Formik>
      </Modal>
    </>
  );
}
