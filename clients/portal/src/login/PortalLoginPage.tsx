import { useMutation } from '@apollo/client/react';
import { describeApiError, StatusPage } from '@benevo/ui';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PortalLoginDocument } from '../gql/graphql';

/**
 * /portal/login/:code, the link of a login mail: exchanges the one-time code for the personal token and
 * moves to the space (replacing this address in the history, so that the used code is not kept there).
 */
export default function PortalLoginPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [login] = useMutation(PortalLoginDocument);
  const [failure, setFailure] = useState<string | null>(null);
  // One exchange per code, even when React runs the effect twice (the code works once).
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (exchanged.current === code) return;
    exchanged.current = code;
    setFailure(null);
    login({ variables: { code } })
      .then(({ data }) => {
        if (!data) throw new Error('no answer');
        navigate(`/portal/t/${encodeURIComponent(data.portalLogin.token)}`, { replace: true });
      })
      .catch((error: unknown) => {
        const apiError = describeApiError(error);
        // A used, expired or wrong link has its own page; a refusal for too many attempts says so.
        setFailure(apiError.code === 'BAD_USER_INPUT' ? t('portal.access.linkInvalidText') : apiError.message ?? t('errors.default'));
      });
  }, [code, login, navigate, t]);

  if (failure === null) {
    return (
      <Center mih="50vh" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text>{t('portal.access.opening')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <StatusPage
      icon={<IconLinkOff size={56} aria-hidden />}
      title={t('portal.access.linkInvalidTitle')}
      text={failure}
      action={
        <Button component={Link} to="/portal">
          {t('portal.access.askNewLink')}
        </Button>
      }
    />
  );
}
