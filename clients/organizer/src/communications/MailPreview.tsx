import { Anchor, Badge, Card, Collapse, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { MailPreviewFieldsFragment } from '../gql/graphql';
import { useCommunicationsT } from './i18n/use-communications-t';

interface MailPreviewProps {
  preview: MailPreviewFieldsFragment | null;
  loading: boolean;
  /** Shown instead of the preview (nothing written yet, or the server's refusal). */
  notice?: string | null;
}

/**
 * The mail as the first recipient (or a sample) will receive it, rendered by the server: subject, whom
 * it is for, the HTML part in a sandboxed frame (no scripts, no same-origin access), and the recipients.
 */
export function MailPreview({ preview, loading, notice }: MailPreviewProps) {
  const { t } = useCommunicationsT();
  const [recipientsOpen, { toggle }] = useDisclosure(false);
  return (
    <Card withBorder padding="md" data-testid="mail-preview">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('send.preview')}
          </Title>
          <Group gap="xs">
            {loading && <Loader size="xs" role="status" aria-label={t('common.loading')} />}
            {preview && (
              <Badge variant="light" data-testid="recipients-count">
                {t('send.recipients', { count: preview.recipientsCount })}
              </Badge>
            )}
          </Group>
        </Group>
        {notice && <Text c="dimmed">{notice}</Text>}
        {!notice && preview && (
          <>
            <Text size="sm" c="dimmed">
              {preview.to ? t('send.previewFor', { name: preview.to.name, email: preview.to.email }) : t('send.previewSample')}
            </Text>
            <Text fw={600} data-testid="preview-subject">
              {preview.subject}
            </Text>
            <iframe
              title={t('send.preview')}
              sandbox=""
              srcDoc={preview.html}
              style={{ width: '100%', height: 360, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6, background: '#fff' }}
            />
            {preview.recipients.length > 0 && (
              <>
                <Anchor component="button" type="button" size="sm" onClick={toggle} ta="left">
                  {t('send.showRecipients')}
                </Anchor>
                <Collapse expanded={recipientsOpen}>
                  <List size="sm" data-testid="preview-recipients" spacing={2}>
                    {preview.recipients.map((recipient) => (
                      <List.Item key={recipient.email}>
                        {recipient.name} &lt;{recipient.email}&gt;
                      </List.Item>
                    ))}
                  </List>
                </Collapse>
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
