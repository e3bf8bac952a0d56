import { ConfirmModal } from '@benevo/ui';
import { Alert, Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSend, IconTestPipe } from '@tabler/icons-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useCommunicationsT } from './i18n/use-communications-t';
import { MailPreview } from './MailPreview';
import type { MailComposer } from './use-mail-composer';

interface MailComposerLayoutProps extends ComponentProps<typeof MailPreview> {
  /** The form column: recipients, subject, body, actions. */
  children: ReactNode;
  /** The server's refusal to render the preview, shown above it. */
  previewError: string | null;
}

/** A mail-writing page's two columns: the form, and the server's preview beside it (below on a phone). */
export function MailComposerLayout({ children, previewError, ...preview }: MailComposerLayoutProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="sm">{children}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {previewError && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} mb="sm">
            {previewError}
          </Alert>
        )}
        <MailPreview {...preview} />
      </Grid.Col>
    </Grid>
  );
}

interface MailComposerFieldsProps {
  composer: MailComposer;
  /** The subject the server puts when none is written; shown as the field's hint when known. */
  defaultSubject: string;
}

/** The template to start from (when the organization has some) and the subject. */
export function MailComposerFields({ composer, defaultSubject }: MailComposerFieldsProps) {
  const { t } = useCommunicationsT();
  return (
    <>
      {composer.templates.length > 0 && (
        <Select
          label={t('send.template')}
          placeholder={t('send.templatePlaceholder')}
          data={composer.templates.map((template) => ({ value: template.id, label: template.name }))}
          onChange={composer.chooseTemplate}
          clearable
        />
      )}
      <TextInput
        label={t('send.subject')}
        description={defaultSubject ? t('send.subjectDefault', { subject: defaultSubject }) : undefined}
        value={composer.subject}
        onChange={(event) => composer.setSubject(event.currentTarget.value)}
        maxLength={300}
      />
    </>
  );
}

interface MailComposerActionsProps {
  /** Whether the draft can go (a body, and whom to send it to). */
  ready: boolean;
  recipientsCount: number;
  /** The test to oneself; without it, no test button. */
  onOwnerTest?: () => void;
  testing?: boolean;
  /** The mailing, run once confirmed. */
  onSend: () => Promise<void>;
}

/** The test to oneself and the send button, which asks for a confirmation naming how many will receive the mail. */
export function MailComposerActions({ ready, recipientsCount, onOwnerTest, testing, onSend }: MailComposerActionsProps) {
  const { t } = useCommunicationsT();
  const [confirming, setConfirming] = useState(false);
  return (
    <Group justify="flex-end">
      {onOwnerTest && (
        <Button variant="default" leftSection={<IconTestPipe size={18} aria-hidden />} disabled={!ready} loading={testing} onClick={onOwnerTest}>
          {t('send.ownerTest')}
        </Button>
      )}
      <Button leftSection={<IconSend size={18} aria-hidden />} disabled={!ready || recipientsCount === 0} onClick={() => setConfirming(true)}>
        {t('send.submit', { count: recipientsCount })}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('send.confirmTitle')}
        text={t('send.confirmText', { count: recipientsCount })}
        confirmLabel={t('send.confirm')}
        onClose={() => setConfirming(false)}
        onConfirm={onSend}
      />
    </Group>
  );
}
