import { useLazyQuery, useMutation } from '@apollo/client/react';
import { ConfirmModal, toast, useMutationAction, wrappingButtonStyles } from '@benevo/ui';
import { ActionIcon, Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconBrandGoogle, IconCalendarEvent, IconCheck, IconCopy, IconRefresh, IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyCalendarFeedDocument, RotateCalendarFeedDocument } from '../../gql/graphql';
import { googleSubscribeUrl } from './calendar-links';

/**
 * "My calendar": the personal iCal feed's secret address, to subscribe to in a calendar app. Asked
 * for on demand (the server creates it at the first ask), copied with one button, renewed after a
 * confirmation when it was shared by mistake (the old address stops working at once).
 */
export function CalendarFeedCard({ token }: { token: string }) {
  const { t } = useTranslation();
  const run = useMutationAction();
  const [load, { data, loading, error, refetch }] = useLazyQuery(MyCalendarFeedDocument);
  const [rotate] = useMutation(RotateCalendarFeedDocument);
  const [rotated, setRotated] = useState<{ url: string; webcalUrl: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const feed = rotated ?? data?.myCalendarFeed ?? null;

  const confirmRotate = () =>
    run(
      async () => {
        const { data: answer } = await rotate({ variables: { token } });
        if (!answer) throw new Error('no answer');
        return answer.rotateCalendarFeed;
      },
      { success: t('portal.calendar.rotated'), onSuccess: (next) => setRotated(next) },
    );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="my-calendar-feed">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarEvent size={20} aria-hidden />
          <Title order={2} size="h4" id="my-calendar-feed">
            {t('portal.calendar.feedTitle')}
          </Title>
        </Group>
        <Text size="sm">{t('portal.calendar.feedIntro')}</Text>

        {!feed && !error && (
          <Group>
            <Button variant="light" styles={wrappingButtonStyles} leftSection={<IconRss size={16} aria-hidden />} loading={loading} onClick={() => void load({ variables: { token } }).catch(() => undefined)}>
              {loading ? t('portal.calendar.feedLoading') : t('portal.calendar.feedShow')}
            </Button>
          </Group>
        )}

        {!feed && error && (
          <Alert color="red" role="alert">
            <Stack gap="xs">
              <Text size="sm">{t('portal.calendar.feedError')}</Text>
              <Group>
                <Button size="xs" variant="default" onClick={() => void (refetch ? refetch({ token }) : load({ variables: { token } })).catch(() => undefined)}>
                  {t('portal.calendar.feedRetry')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}

        {feed && (
          <>
            <Group gap={4} wrap="nowrap" align="flex-end">
              <TextInput
                label={t('portal.calendar.feedAddress')}
                value={feed.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
              />
              <CopyButton value={feed.url}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('portal.calendar.copied') : t('portal.calendar.copy')}>
                    <ActionIcon
                      size="lg"
                      variant="light"
                      color={copied ? 'teal' : undefined}
                      aria-label={t('portal.calendar.copy')}
                      onClick={() => {
                        copy();
                        toast.success(t('portal.calendar.copied'));
                      }}
                    >
                      {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('portal.calendar.feedPrivate')}
            </Text>
            <Group gap="xs">
              <Button component="a" href={feed.webcalUrl} variant="light" size="xs" leftSection={<IconCalendarEvent size={14} aria-hidden />}>
                {t('portal.calendar.subscribeApple')}
              </Button>
              <Button
                component="a"
                href={googleSubscribeUrl(feed.url)}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="xs"
                leftSection={<IconBrandGoogle size={14} aria-hidden />}
              >
                {t('portal.calendar.subscribeGoogle')}
              </Button>
              <Button variant="subtle" color="orange" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => setAsking(true)}>
                {t('portal.calendar.rotate')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t('portal.calendar.rotateTitle')}
        text={t('portal.calendar.rotateText')}
        confirmLabel={t('portal.calendar.rotateConfirm')}
        danger
        onConfirm={confirmRotate}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
