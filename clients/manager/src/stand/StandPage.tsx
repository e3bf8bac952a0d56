import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import { describeApiError, PageLoader } from '@benevo/ui';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  OperatorLoginDocument,
  OperatorLogoutDocument,
  StandActionDocument,
  StandDocument,
  type StandInfoFragment,
  StandReplayDocument,
  StandVolunteerDocument,
  type StandVolunteerCardFragment,
} from '../gql/graphql';
import { ConflictsPanel } from './ConflictsPanel';
import { type Feedback, FeedbackBanner } from './FeedbackBanner';
import { ManualEntry } from './ManualEntry';
import { newClientId, OfflineQueue, type ReplayConflict, type StandActionPayload } from './offline-queue';
import { type OperatorSession, operatorSession, secretFromHash } from './operator-session';
import { Scanner } from './Scanner';
import { StandHeader } from './StandHeader';
import { StandLogin } from './StandLogin';
import { createStandClient, isNetworkFailure } from './stand-client';
import { type CardAction, VolunteerCard } from './VolunteerCard';
import { useOnline } from './use-online';

/** How often waiting actions are sent again while the phone believes it is online. */
const RETRY_MS = 30_000;

interface DeskProps {
  session: OperatorSession;
  queue: OfflineQueue;
  /** The server no longer knows the session (expired, secret rotated): back to the login form. */
  onSessionEnd: (message: string | null) => void;
  onLogout: () => void;
}

/** The stand once logged in: scan or type a code, act on the volunteer's card, offline included. */
function StandDesk({ session, queue, onSessionEnd, onLogout }: DeskProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const online = useOnline();
  const queued = useSyncExternalStore(queue.subscribe, queue.list);
  const [stand, setStand] = useState<StandInfoFragment>(session.stand);
  const [card, setCard] = useState<StandVolunteerCardFragment | null>(null);
  const [looking, setLooking] = useState(false);
  const [sending, setSending] = useState<CardAction | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [conflicts, setConflicts] = useState<ReplayConflict[]>([]);
  const lookup = useRef(0);
  const replaying = useRef(false);
  const cardCode = useRef<string | null>(null);
  cardCode.current = card?.code ?? null;

  /** A refusal is shown; an ended session goes back to login. Network failures are the caller's. */
  const refuse = useCallback(
    (error: unknown) => {
      const { code, message } = describeApiError(error);
      if (code === 'UNAUTHENTICATED') onSessionEnd(message);
      else setFeedback({ kind: 'refusal', message: message ?? t('errors.default') });
    },
    [onSessionEnd, t],
  );

  /** The card again from the server, quietly (after an action or a replay). */
  const refreshCard = useCallback(async () => {
    const code = cardCode.current;
    if (!code) return;
    try {
      const { data } = await client.query({ query: StandVolunteerDocument, variables: { code }, fetchPolicy: 'network-only' });
      if (data && cardCode.current === code) setCard(data.standVolunteer);
    } catch {
      // The card stays as it was; the next scan reads it again.
    }
  }, [client]);

  const replay = useCallback(async () => {
    if (replaying.current || !navigator.onLine || queue.list().length === 0) return;
    replaying.current = true;
    try {
      const outcome = await queue.replay(async (actions) => {
        const { data } = await client.mutate({ mutation: StandReplayDocument, variables: { actions } });
        return data?.standReplay ?? [];
      });
      if (outcome.conflicts.length > 0) setConflicts((current) => [...current, ...outcome.conflicts]);
      if (outcome.sent > 0) {
        // "Waiting to be sent" no longer holds once the queue is empty.
        if (queue.list().length === 0) setFeedback((current) => (current?.kind === 'queued' ? null : current));
        void refreshCard();
      }
    } catch (error) {
      if (!isNetworkFailure(error)) refuse(error);
    } finally {
      replaying.current = false;
    }
  }, [client, queue, refreshCard, refuse]);

  useEffect(() => {
    void replay();
    const onOnline = () => void replay();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [replay]);

  // A phone on a Wi-Fi without Internet says it is online and never fires "online": while actions wait,
  // they are tried again now and then.
  const waiting = queued.length > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(() => void replay(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, replay]);

  // The stand's settings may have changed since login; offline, the stored ones serve.
  useEffect(() => {
    let current = true;
    client
      .query({ query: StandDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        // An answer that comes after the session ended (logout, expiry) must not store it again.
        if (!data || !current || operatorSession.read()?.token !== session.token) return;
        setStand(data.stand);
        operatorSession.write({ ...session, stand: data.stand });
      })
      .catch((error: unknown) => {
        if (current && !isNetworkFailure(error)) refuse(error);
      });
    return () => {
      current = false;
    };
  }, [client, session, refuse]);

  const enqueue = (payload: Omit<StandActionPayload, 'clientId' | 'scannedAt'> & Partial<StandActionPayload>, label: string, message: string) => {
    queue.enqueue({ ...payload, label });
    setFeedback({ kind: 'queued', message });
  };

  /** Offline, a scan still records the volunteer's arrival on the shift due now. */
  const queueArrival = (code: string) => {
    setCard(null);
    const message = t('manager.stand.queue.arrivalQueued', { code });
    // A badge held in front of the camera offline is one arrival, not one every few seconds.
    if (queue.list().some((item) => item.code === code && item.kind === 'CHECK_IN' && item.targetId === null)) {
      setFeedback({ kind: 'queued', message });
      return;
    }
    enqueue({ code, kind: 'CHECK_IN', targetId: null }, t('manager.stand.queue.arrivalLabel', { code }), message);
  };

  const lookUp = async (code: string) => {
    // The badge still in front of the camera: the card is read again, the last answer stays on screen.
    if (code === cardCode.current) {
      if (navigator.onLine) void refreshCard();
      return;
    }
    const ticket = ++lookup.current;
    setFeedback(null);
    if (!navigator.onLine) {
      queueArrival(code);
      return;
    }
    setLooking(true);
    try {
      const { data } = await client.query({ query: StandVolunteerDocument, variables: { code }, fetchPolicy: 'network-only' });
      if (ticket === lookup.current && data) setCard(data.standVolunteer);
    } catch (error) {
      if (ticket !== lookup.current) return;
      if (isNetworkFailure(error)) queueArrival(code);
      else {
        setCard(null);
        refuse(error);
      }
    } finally {
      if (ticket === lookup.current) setLooking(false);
    }
  };

  const act = async (action: CardAction) => {
    if (!card) return;
    const input: StandActionPayload = {
      clientId: newClientId(),
      code: card.code,
      kind: action.kind,
      targetId: action.targetId,
      scannedAt: new Date().toISOString(),
    };
    setFeedback(null);
    if (!navigator.onLine) {
      enqueue(input, action.label, action.label);
      return;
    }
    setSending(action);
    try {
      const { data } = await client.mutate({ mutation: StandActionDocument, variables: { input } });
      const result = data?.standAction;
      if (result) setFeedback({ kind: result.ok ? 'success' : 'refusal', message: result.message });
      await refreshCard();
    } catch (error) {
      // Sent again with the same clientId when back online: the server counts it once.
      if (isNetworkFailure(error)) enqueue(input, action.label, action.label);
      else {
        refuse(error);
        await refreshCard();
      }
    } finally {
      setSending(null);
    }
  };

  return (
    <Stack gap="sm" py="xs">
      <StandHeader stand={stand} online={online} queued={queued.length} onLogout={onLogout} />
      <ConflictsPanel conflicts={conflicts} onDismiss={(clientId) => setConflicts((current) => current.filter((c) => c.clientId !== clientId))} />
      {feedback && <FeedbackBanner feedback={feedback} onDismiss={() => setFeedback(null)} />}
      {looking && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{t('manager.stand.card.loading')}</Text>
        </Group>
      )}
      {card && (
        <Stack gap="xs">
          <VolunteerCard
            volunteer={card}
            stand={stand}
            queued={queued.filter((item) => item.code === card.code)}
            sending={sending}
            onAction={(action) => void act(action)}
          />
          <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={() => setCard(null)} style={{ alignSelf: 'flex-start' }}>
            {t('manager.stand.card.close')}
          </Button>
        </Stack>
      )}
      <Scanner onCode={(code) => void lookUp(code)} />
      <ManualEntry onCode={(code) => void lookUp(code)} />
    </Stack>
  );
}

const browserQueue = typeof window === 'undefined' ? null : new OfflineQueue(window.localStorage);

/**
 * The stand under the API client the page gives it: logs in from the login link's `#secret=` (taken
 * out of the address at once) or a typed secret, then shows the desk until logout or the session's end.
 */
export function StandScreen({ queue = browserQueue as OfflineQueue }: { queue?: OfflineQueue }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const location = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(() => (operatorSession.expired() ? t('manager.stand.login.expired') : null));
  const [session, setSession] = useState<OperatorSession | null>(() => operatorSession.read());
  const [busy, setBusy] = useState<'link' | 'form' | null>(() => (secretFromHash(location.hash) ? 'link' : null));
  const linkSecret = useRef<string | null>(null);

  const login = useCallback(
    async (secret: string, via: 'link' | 'form') => {
      setBusy(via);
      setError(null);
      try {
        const { data } = await client.mutate({ mutation: OperatorLoginDocument, variables: { secret } });
        if (!data) throw new Error('operatorLogin without data');
        const next = { token: data.operatorLogin.token, expiresAt: data.operatorLogin.expiresAt, stand: data.operatorLogin.stand };
        operatorSession.write(next);
        await client.clearStore();
        setSession(next);
      } catch (e) {
        const message = describeApiError(e).message;
        setError(message ?? (isNetworkFailure(e) ? t('manager.stand.login.network') : t('errors.default')));
      } finally {
        setBusy(null);
      }
    },
    [client, t],
  );

  // The secret must not stay in the address bar, the history or a screenshot of the page.
  useEffect(() => {
    const secret = secretFromHash(location.hash);
    if (!secret || linkSecret.current === secret) return;
    linkSecret.current = secret;
    navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
    void login(secret, 'link');
  }, [location, navigate, login]);

  const end = useCallback((message: string | null) => {
    operatorSession.clear();
    setSession(null);
    setError(message);
  }, []);

  const logout = useCallback(async () => {
    // The session ends on the server too; offline, it simply expires there.
    await client.mutate({ mutation: OperatorLogoutDocument }).catch(() => undefined);
    end(null);
  }, [client, end]);

  if (busy === 'link') return <PageLoader />;
  if (!session || !queue) return <StandLogin onSubmit={(secret) => void login(secret, 'form')} busy={busy === 'form'} error={error} />;
  return <StandDesk key={session.token} session={session} queue={queue} onSessionEnd={end} onLogout={() => void logout()} />;
}

/** /manager/scan: the scan stand of an operator, on the phone at the event's entrance or hand-out desk. */
export default function StandPage() {
  const { i18n } = useTranslation();
  const client = useMemo(() => createStandClient({ token: operatorSession.token, language: () => i18n.language }), [i18n]);
  return (
    <ApolloProvider client={client}>
      <StandScreen />
    </ApolloProvider>
  );
}
