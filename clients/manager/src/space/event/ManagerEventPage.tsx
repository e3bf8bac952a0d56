import { useQuery } from '@apollo/client/react';
import { describeApiError, PageLoader, QueryError, StatusPage } from '@benevo/ui';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PublicManagerEventDocument } from '../../gql/graphql';
import { EventView } from './EventView';

/** The refusals that mean "this link does not open this event" (a wrong, old or rotated secret). */
const REFUSED = new Set(['NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT']);

function InvalidLink() {
  const { t } = useTranslation();
  return <StatusPage icon={<IconLinkOff size={56} aria-hidden />} title={t('manager.public.invalidTitle')} text={t('manager.public.invalidText')} />;
}

/** The read-only overview of an event, opened with the event's overview secret. */
export function PublicEventScreen({ eventUuid, secret }: { eventUuid: string; secret: string }) {
  const { data, error, refetch } = useQuery(PublicManagerEventDocument, { variables: { eventUuid, secret } });
  if (error && !data) {
    const code = describeApiError(error).code;
    if (code !== null && REFUSED.has(code)) return <InvalidLink />;
    return <QueryError error={error} onRetry={() => void refetch()} mt="md" />;
  }
  if (!data) return <PageLoader />;
  return <EventView view={data.publicManagerEvent} actions={null} />;
}

/**
 * /manager/:eventUUID/:secret and /:orgSlug/public_manager/:orgID?s=secret: the link the organizer hands
 * out (no login). In the second form, :orgID is the event's uuid and the secret comes in `s`, like the
 * public event API's `s` parameter; without a secret the link is invalid at once.
 */
export default function ManagerEventPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const eventUuid = (params.eventUUID ?? params.orgID ?? '').trim();
  const secret = (params.secret ?? search.get('s') ?? '').trim();
  if (!eventUuid || !secret) return <InvalidLink />;
  return <PublicEventScreen eventUuid={eventUuid} secret={secret} />;
}
