import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import changelog from '../../../../CHANGELOG.md?raw';
import { useInfosT } from './i18n/use-infos-t';
import { Markdown } from './Markdown';

/** The changelog's own title and introduction are replaced by the page's; its sections follow. */
export function releaseNotes(source: string): string {
  const start = source.search(/^## /m);
  return start === -1 ? source : source.slice(start);
}

/**
 * /infos/whatsnew — the repository's CHANGELOG.md (bundled at build time) as release notes. The notes are
 * written in English only; French and German readers are told so.
 */
export default function WhatsNewPage() {
  const { t, i18n } = useInfosT();
  const english = i18n.language.startsWith('en');
  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={1}>{t('whatsnew.title')}</Title>
        <Text c="dimmed">{t('whatsnew.intro')}</Text>
      </div>
      {!english && (
        <Alert variant="light" icon={<IconLanguage size={18} aria-hidden />}>
          {t('whatsnew.englishOnly')}
        </Alert>
      )}
      <Paper withBorder p="lg" lang="en" data-testid="release-notes">
        <Markdown source={releaseNotes(changelog)} />
      </Paper>
    </Stack>
  );
}
