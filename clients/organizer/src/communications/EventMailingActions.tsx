import { toast } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { IconHistory, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MailingEventParticipationsDocument } from '../gql/graphql';
import { formatSentAt } from './format';
import { useCommunicationsT } from './i18n/use-communications-t';
import { mailErrorMessage, useMailActions } from './mail-api';

/** The event's Actions tab, mail part: write to its volunteers, its sending history, a volunteer's summary. */
export function EventMailingActions({ event }: { event: { id: string } }) {
  const { t } = useCommunicationsT();
  const actions = useMailActions();
  const [participationId, setParticipationId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [showResume, setShowResume] = useState(false);
  const participations = useQuery(MailingEventParticipationsDocument, { variables: { eventId: event.id }, skip: !showResume });

  async function sendResume() {
    if (!participationId) return;
    setSending(true);
    const result = await actions.sendResumeMail({ eventId: event.id, participationId });
    setSending(false);
    if (result.ok) toast.success(t('actions.resumeSent', { email: participations.data?.eventParticipations.find((p) => p.id === participationId)?.email ?? '' }));
    else toast.error(mailErrorMessage(result.error, t('send.failed')));
  }

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('actions.title')}
        </Title>
        <Group>
          <Button component={Link} to={`/communications/send?event=${event.id}`} leftSection={<IconMail size={18} aria-hidden />}>
            {t('actions.write')}
          </Button>
          <Button component={Link} to={`/communications/history?event=${event.id}`} variant="default" leftSection={<IconHistory size={18} aria-hidden />}>
            {t('actions.history')}
          </Button>
          {!showResume && (
            <Button variant="subtle" onClick={() => setShowResume(true)}>
              {t('actions.resume')}
            </Button>
          )}
        </Group>
        {showResume && (
          <Group align="flex-end">
            <Select
              label={t('actions.resumeLabel')}
              placeholder={t('actions.resumePlaceholder')}
              data={(participations.data?.eventParticipations ?? []).map((participation) => ({
                value: participation.id,
                label: `${participation.firstName} ${participation.lastName} — ${participation.positionName} ${formatSentAt(participation.timeSlot.startTime)}`,
              }))}
              value={participationId}
              onChange={setParticipationId}
              searchable
              miw={320}
            />
            <Button variant="default" disabled={!participationId} loading={sending} onClick={() => void sendResume()}>
              {t('actions.resumeSend')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
