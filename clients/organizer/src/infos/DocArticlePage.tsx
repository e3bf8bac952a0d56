import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { EmptyState, PageLoader } from '@benevo/ui';
import { IconArrowLeft, IconLanguage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isDocSlug, loadDoc, type DocPage } from './doc/docs';
import { useInfosT } from './i18n/use-infos-t';
import { Markdown } from './Markdown';

type State = { status: 'loading' } | { status: 'ready'; page: DocPage } | { status: 'failed' };

/** /infos/doc/:slug — one tutorial in the reader's language, in French when that language lacks it. */
export default function DocArticlePage() {
  const { t, i18n } = useInfosT();
  const { slug } = useParams();
  const known = isDocSlug(slug);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!isDocSlug(slug)) return;
    let current = true;
    setState({ status: 'loading' });
    loadDoc(slug, i18n.language).then(
      (page) => current && setState({ status: 'ready', page }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [slug, i18n.language]);

  const back = (
    <Anchor component={Link} to="/infos/doc" size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('doc.back')}
    </Anchor>
  );
  if (!known) {
    return (
      <Stack gap="md">
        {back}
        <EmptyState title={t('doc.notFound')} text={t('doc.notFoundText')} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={820}>
      {back}
      {state.status === 'loading' && <PageLoader />}
      {state.status === 'failed' && <Alert color="red">{t('doc.loadFailed')}</Alert>}
      {state.status === 'ready' && (
        <>
          {state.page.fallback && (
            <Alert variant="light" icon={<IconLanguage size={18} aria-hidden />}>
              {t('doc.fallback')}
            </Alert>
          )}
          <Paper withBorder p="lg" component="article" lang={state.page.language} data-testid="doc-article">
            <Markdown source={state.page.markdown} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
