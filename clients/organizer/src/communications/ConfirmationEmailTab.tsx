import { DEFAULT_REGISTRATION_EMAIL_TEXT, escapeHtml, registrationMailAppendix, renderPlaceholders, textLanguage, type PlaceholderValues } from '@benevo/schema';
import { MailFrame, toast, useMutationAction } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Checkbox, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconTestPipe } from '@tabler/icons-react';
import { useState } from 'react';
import { type EventEditQuery, UpdateEventDocument } from '../gql/graphql';
import { toEditorHtml } from './editor-html';
import { useCommunicationsT } from './i18n/use-communications-t';
import { mailErrorMessage, useMailActions } from './mail-api';
import { LazyMailEditor } from './LazyMailEditor';

/** What the tab reads of the event being edited. */
type EditedEvent = Pick<EventEditQuery['event'], 'id' | 'name' | 'responsable' | 'email' | 'configuration'>;

/**
 * The event's "Confirmation e-mail" tab: the text sent at every sign-up in the rich-text editor (with
 * the placeholders), a live preview with sample values, a test sent to oneself (the text being edited,
 * rendered by the server as volunteers receive it), and the copy to the organizer.
 */
export function ConfirmationEmailTab({ event }: { event: EditedEvent }) {
  const { t, i18n } = useCommunicationsT();
  const actions = useMailActions();
  const [update, { loading: saving }] = useMutation(UpdateEventDocument);
  const run = useMutationAction();
  const [text, setText] = useState(event.configuration.registrationEmailText);
  const [copy, setCopy] = useState(event.configuration.sendMeCopyOfRegistration);
  const [testing, setTesting] = useState(false);
  const language = textLanguage(i18n.language);

  const template = text.trim() !== '' ? text : DEFAULT_REGISTRATION_EMAIL_TEXT[language];
  const portalLink = `${window.location.origin}/portal/t/exemple`;
  const summary = t('confirmation.sampleSummary');
  const values: PlaceholderValues = {
    volunteerName: t('confirmation.sampleName'),
    eventName: event.name,
    campaignName: '',
    registrationSummary: summary,
    coordinatorName: event.responsable,
    coordinatorEmail: event.email,
    portalLink,
  };
  // The same appendix as the server's mail (the summary and the portal link unless the text places them).
  const extra = registrationMailAppendix(template, language, { summary, portalLink });
  const previewHtml = `${renderPlaceholders(toEditorHtml(template), values, { html: true })}${extra.map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`).join('')}`;

  async function save() {
    const configuration = { registrationEmailText: text, sendMeCopyOfRegistration: copy };
    await run(() => update({ variables: { id: event.id, input: { configuration } } }), {
      success: t('events:common.saved'),
      fallback: t('send.failed'),
    });
  }

  async function testSend() {
    setTesting(true);
    const result = await actions.testSendEventMail({ eventId: event.id, registrationEmailText: text });
    setTesting(false);
    if (result.ok) toast.success(t('confirmation.testSent', { email: result.data }));
    else toast.error(mailErrorMessage(result.error, t('send.failed')));
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('confirmation.intro')}
          </Text>
          <LazyMailEditor label={t('editor.label')} value={text} onChange={setText} minHeight={260} />
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => setText(DEFAULT_REGISTRATION_EMAIL_TEXT[language])}>
              {t('confirmation.useDefault')}
            </Button>
          </Group>
          <Checkbox label={t('confirmation.sendCopy')} checked={copy} onChange={(e) => setCopy(e.currentTarget.checked)} />
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconTestPipe size={18} aria-hidden />} loading={testing} onClick={() => void testSend()}>
              {t('confirmation.testSend')}
            </Button>
            <Button loading={saving} onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder>
          <Title order={3} size="h5" mb="xs">
            {t('confirmation.preview')}
          </Title>
          <MailFrame title={t('confirmation.preview')} html={previewHtml} height={420} />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
