import { useMutation, useQuery } from '@apollo/client/react';
import { describeApiError, formatEventDate, formatSlot, formatTime, PageLoader, QueryError, StatusPage, toast } from '@benevo/ui';
import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmWaitingListOfferDocument, DeclineWaitingListOfferDocument, WaitingListOfferDocument } from '../gql/graphql';

export type OfferState = 'open' | 'confirmed' | 'declined' | 'expired' | 'waiting';

/** The offer's state as the page shows it: open (offered and not expired), or one of the closed ones. */
export function offerState(status: string, expiresAt: string | null, now: Date = new Date()): OfferState {
  switch (status.toLowerCase()) {
    case 'offered':
      return expiresAt && Date.parse(expiresAt) <= now.getTime() ? 'expired' : 'open';
    case 'confirmed':
      return 'confirmed';
    case 'left':
    case 'removed':
      return 'declined';
    case 'lapsed':
      return 'expired';
    default:
      return 'waiting';
  }
}

/** /o/:orgSlug/waiting/:token: a place freed in a full slot, held for this volunteer until it expires. */
export default function WaitingOfferPage() {
  const { t } = useTranslation();
  const { orgSlug = '', token = '' } = useParams();
  const { data, error, refetch } = useQuery(WaitingListOfferDocument, { variables: { token } });
  const [confirm, confirming] = useMutation(ConfirmWaitingListOfferDocument);
  const [decline, declining] = useMutation(DeclineWaitingListOfferDocument);
  const [asking, setAsking] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [result, setResult] = useState<'confirmed' | 'declined' | null>(null);
  const home = (
    <Button component={Link} to={`/o/${orgSlug}`} variant="default">
      {t('public.backToOrganization')}
    </Button>
  );

  if (error && !data) {
    return (
      <QueryError
        error={error}
        onRetry={() => void refetch()}
        notFound={{
          title: t('public.waiting.invalid'),
          text: t('public.waiting.invalidText'),
          action: home,
        }}
        fallback={t('errors.default')}
        mt="md"
      />
    );
  }
  if (!data) return <PageLoader />;

  const offer = data.waitingListOffer;
  const state = result ?? offerState(offer.status, offer.expiresAt);
  const tz = offer.timeZone;
  const slot = formatSlot(offer.startTime, offer.endTime, tz);

  const run = async (action: 'confirm' | 'decline') => {
    setActionError(null);
    try {
      if (action === 'confirm') await confirm({ variables: { token } });
      else await decline({ variables: { token } });
      setResult(action === 'confirm' ? 'confirmed' : 'declined');
      toast.success(action === 'confirm' ? t('public.waiting.confirmedToast') : t('public.waiting.declinedToast'));
    } catch (e) {
      const apiError = describeApiError(e);
      setActionError(apiError.message ?? t('errors.default'));
      void refetch();
    } finally {
      setAsking(false);
    }
  };

  if (state === 'confirmed') {
    return (
      <StatusPage
        icon={<IconCircleCheck size={56} color="var(--mantine-color-teal-6)" aria-hidden />}
        title={t('public.waiting.confirmedTitle')}
        text={t('public.waiting.confirmedText', { position: offer.positionName, event: offer.eventName, slot })}
        action={home}
      />
    );
  }
  if (state === 'declined') {
    return (
      <StatusPage
        icon={<IconHourglass size={56} aria-hidden />}
        title={t('public.waiting.declinedTitle')}
        text={t('public.waiting.declinedText')}
        action={home}
      />
    );
  }
  if (state === 'expired') {
    return (
      <StatusPage
        icon={<IconClockX size={56} aria-hidden />}
        title={t('public.waiting.expiredTitle')}
        text={t('public.waiting.expiredText', { event: offer.eventName })}
        action={home}
      />
    );
  }
  if (state === 'waiting') {
    return (
      <StatusPage
        icon={<IconHourglass size={56} aria-hidden />}
        title={t('public.waiting.stillWaitingTitle')}
        text={t('public.waiting.stillWaitingText')}
        action={home}
      />
    );
  }

  return (
    <Stack gap="md" py="sm" maw={640}>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {offer.eventName}
          </Text>
          <Title order={1} size="h2">
            {t('public.waiting.title', { name: offer.firstName })}
          </Title>
          <Text>{t('public.waiting.intro')}</Text>
          <Card withBorder padding="sm" bg="var(--mantine-color-blue-light)">
            <Text fw={700}>{offer.positionName}</Text>
            <Text>{slot}</Text>
          </Card>
          {offer.expiresAt && (
            <Text size="sm" c="dimmed">
              {t('public.waiting.expires', { date: formatEventDate(offer.expiresAt, tz), time: formatTime(offer.expiresAt, tz) })}
            </Text>
          )}
          {actionError && (
            <Alert color="red" role="alert">
              {actionError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" color="red" onClick={() => setAsking(true)} disabled={confirming.loading}>
              {t('public.waiting.decline')}
            </Button>
            <Button onClick={() => void run('confirm')} loading={confirming.loading} disabled={declining.loading}>
              {t('public.waiting.confirm')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('public.waiting.declineTitle')} centered>
        <Text mb="lg">{t('public.waiting.declineText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} disabled={declining.loading}>
            {t('public.cancel')}
          </Button>
          <Button color="red" loading={declining.loading} onClick={() => void run('decline')}>
            {t('public.waiting.declineConfirm')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
