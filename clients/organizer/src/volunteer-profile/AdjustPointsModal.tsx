import { MAX_POINTS_ADJUSTMENT, roundPoints } from '@benevo/schema';
import { FormError, formatPoints, NumberField, SubmitButton, TextareaField, toast, useFormSubmit } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Form, Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { AdjustVolunteerPointsDocument, VolunteerPointsDocument } from '../gql/graphql';
import { useVolunteerProfileT } from './i18n/use-volunteer-profile-t';

interface AdjustValues {
  /** Points to add, negative to take away; a string while being typed ("-"). */
  points: number | string | null;
  reason: string;
}

/** The same rules as the server (points.service adjust), said before the round trip. */
function validate(values: AdjustValues): FormikErrors<AdjustValues> {
  const errors: FormikErrors<AdjustValues> = {};
  const points = typeof values.points === 'number' ? values.points : Number.NaN;
  if (values.points === null || values.points === '') errors.points = 'validation.required';
  else if (!Number.isFinite(points) || roundPoints(points) === 0) errors.points = 'points.adjustmentZero';
  else if (Math.abs(points) > MAX_POINTS_ADJUSTMENT) errors.points = 'validation.outOfRange';
  if (!values.reason.trim()) errors.reason = 'points.reasonRequired';
  return errors;
}

/**
 * "Adjust the points": a number of points (negative to take some away) and the reason the volunteer
 * will read in their history; a second step shows the balance it leads to before anything is booked.
 */
export function AdjustPointsModal({ opened, onClose, volunteerId, name, balance }: { opened: boolean; onClose: () => void; volunteerId: string; name: string; balance: number }) {
  const { t, i18n } = useVolunteerProfileT();
  const [confirming, setConfirming] = useState(false);
  const [adjust] = useMutation(AdjustVolunteerPointsDocument, {
    refetchQueries: [{ query: VolunteerPointsDocument, variables: { volunteerId } }],
    awaitRefetchQueries: true,
  });
  const { onSubmit, formError } = useFormSubmit(
    async (values: AdjustValues) => {
      const { data } = await adjust({ variables: { volunteerId, points: Number(values.points), reason: values.reason.trim() } });
      return data?.adjustPoints;
    },
    (transaction) => {
      if (transaction) toast.success(t('points.adjusted', { name, value: formatPoints(transaction.balance, i18n.language), interpolation: { escapeValue: false } }));
      close();
    },
  );

  function close() {
    setConfirming(false);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('points.adjustTitle', { name, interpolation: { escapeValue: false } })} centered>
      <Formik<AdjustValues>
        initialValues={{ points: null, reason: '' }}
        validate={validate}
        onSubmit={async (values, helpers) => {
          if (!confirming) return setConfirming(true);
          await onSubmit(values, helpers);
          // Back to the fields: a refusal is shown on them (the modal has closed on a success).
          setConfirming(false);
        }}
      >
        {({ values }) => {
          const diff = typeof values.points === 'number' ? roundPoints(values.points) : 0;
          const after = formatPoints(balance + diff, i18n.language);
          return (
            <Form noValidate>
              <Stack gap="sm">
                <FormError message={formError} />
                {confirming ? (
                  <Alert color={diff < 0 ? 'orange' : 'teal'} role="status">
                    <Text size="sm">
                      {t('points.confirmText', {
                        name,
                        diff: formatPoints(diff, i18n.language, true),
                        before: formatPoints(balance, i18n.language),
                        after,
                        interpolation: { escapeValue: false },
                      })}
                    </Text>
                    <Text size="sm" mt={4} c="dimmed">
                      {t('points.reason')}: {values.reason.trim()}
                    </Text>
                  </Alert>
                ) : (
                  <>
                    <Text size="sm">{t('points.current', { count: balance, value: formatPoints(balance, i18n.language) })}</Text>
                    <NumberField name="points" label={t('points.points')} description={t('points.pointsHint')} required allowDecimal decimalScale={2} data-autofocus />
                    <TextareaField name="reason" label={t('points.reason')} description={t('points.reasonHint')} required autosize minRows={2} maxLength={500} />
                    {diff !== 0 && (
                      <Text size="sm" c="dimmed">
                        {t('points.newBalance', { count: balance + diff, value: after })}
                      </Text>
                    )}
                  </>
                )}
                <Group justify="flex-end">
                  {confirming ? (
                    <Button variant="default" onClick={() => setConfirming(false)}>
                      {t('points.back')}
                    </Button>
                  ) : (
                    <Button variant="default" onClick={close}>
                      {t('common.cancel')}
                    </Button>
                  )}
                  <SubmitButton>{confirming ? t('points.confirm') : t('points.next')}</SubmitButton>
                </Group>
              </Stack>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
