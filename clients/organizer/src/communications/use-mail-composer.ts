import { toast, useSessionUser } from '@benevo/ui';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MailTemplatesDocument } from '../gql/graphql';
import { useCommunicationsT } from './i18n/use-communications-t';
import { mailErrorMessage, type MailResult } from './mail-api';

/** Where a queued mailing leads: how many it goes to, and the page to open then. */
export interface QueuedMailing {
  recipientsCount: number;
  path: string;
}

/**
 * The state and flows a mail-writing page shares (the event/volunteers one and the campaign one):
 * subject and body, the organization's templates to start from, the test to oneself, and the mailing.
 * Every send answers a MailResult (never thrown): a refusal becomes an error toast.
 */
export function useMailComposer() {
  const { t } = useCommunicationsT();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [testing, setTesting] = useState(false);
  const templatesQuery = useQuery(MailTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  const templates = templatesQuery.data?.mailTemplates ?? [];

  /** Starts from a saved template: its subject and body replace the draft. */
  function chooseTemplate(id: string | null) {
    const template = templates.find((candidate) => candidate.id === id);
    if (!template) return;
    setSubject(template.subject);
    setBody(template.body);
  }

  /** Runs an onlyOwner send and says where it went (the server's answer, else the organizer's address). */
  async function sendOwnerTest(run: () => Promise<MailResult<{ sentTo?: string | null }>>) {
    setTesting(true);
    const result = await run();
    setTesting(false);
    if (result.ok) toast.success(t('send.ownerSent', { email: result.data.sentTo ?? user?.email ?? '' }));
    else toast.error(mailErrorMessage(result.error, t('send.failed')));
  }

  /** Runs the mailing; once queued (`queued` gives null when the answer holds nothing to show), says so and opens the page it names. */
  async function sendMailing<T>(run: () => Promise<MailResult<T>>, queued: (data: T) => QueuedMailing | null) {
    const result = await run();
    if (!result.ok) {
      toast.error(mailErrorMessage(result.error, t('send.failed')));
      return;
    }
    const done = queued(result.data);
    if (!done) return;
    toast.success(t('send.queued', { count: done.recipientsCount }));
    navigate(done.path);
  }

  return { subject, setSubject, body, setBody, templates, chooseTemplate, testing, sendOwnerTest, sendMailing };
}

export type MailComposer = ReturnType<typeof useMailComposer>;
