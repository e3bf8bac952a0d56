import { describeApiError, type ApiError } from '@benevo/ui';
import { useMutation } from '@apollo/client/react';
import {
  RetryCommunicationDocument,
  SendCampaignMailDocument,
  type SendCampaignMailMutation,
  type SendCampaignMailMutationVariables,
  type RetryCommunicationMutationVariables,
  SendEventMailDocument,
  type SendEventMailMutation,
  type SendEventMailMutationVariables,
  SendResumeMailDocument,
  type SendResumeMailMutation,
  type SendResumeMailMutationVariables,
  SendVolunteersMailDocument,
  type SendVolunteersMailMutation,
  type SendVolunteersMailMutationVariables,
  TestSendEventMailDocument,
  type TestSendEventMailMutationVariables,
  type CommunicationFieldsFragment,
} from '../gql/graphql';

/** What a mail-sending call answers: its data, or the error it met (spec 8: never thrown). */
export type MailResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

const NO_ANSWER: ApiError = { code: null, message: null, fieldErrors: {} };

/**
 * Runs a mail-sending call and returns the error as the result instead of throwing (spec 8: "mail-sending
 * calls swallow failures and return the error as the result, so the caller must inspect it").
 */
export async function mailResult<D, T>(call: () => Promise<{ data?: D | null }>, pick: (data: D) => T): Promise<MailResult<T>> {
  try {
    const { data } = await call();
    return data ? { ok: true, data: pick(data) } : { ok: false, error: NO_ANSWER };
  } catch (error) {
    return { ok: false, error: describeApiError(error) };
  }
}

/** The message to show for a failed send: the server's, else spec 8's "Echec de l'envoi". */
export function mailErrorMessage(error: ApiError, fallback: string): string {
  const fields = Object.values(error.fieldErrors).flat();
  return fields[0] ?? error.message ?? fallback;
}

/** The mail-sending mutations of the organizer app, each answering a MailResult. */
export function useMailActions() {
  const refetchQueries = ['Communications'];
  const [sendEvent] = useMutation(SendEventMailDocument, { refetchQueries });
  const [testSend] = useMutation(TestSendEventMailDocument);
  const [sendResume] = useMutation(SendResumeMailDocument, { refetchQueries });
  const [sendVolunteers] = useMutation(SendVolunteersMailDocument, { refetchQueries });
  const [sendCampaign] = useMutation(SendCampaignMailDocument, { refetchQueries });
  const [retry] = useMutation(RetryCommunicationDocument, { refetchQueries: ['Communications', 'Communication'] });
  return {
    sendEventMail: (variables: SendEventMailMutationVariables): Promise<MailResult<SendEventMailMutation['sendEventMail']>> =>
      mailResult(() => sendEvent({ variables }), (data) => data.sendEventMail),
    testSendEventMail: (variables: TestSendEventMailMutationVariables): Promise<MailResult<string>> =>
      mailResult(() => testSend({ variables }), (data) => data.testSendEventMail),
    sendResumeMail: (variables: SendResumeMailMutationVariables): Promise<MailResult<SendResumeMailMutation['sendResumeMail']>> =>
      mailResult(() => sendResume({ variables }), (data) => data.sendResumeMail),
    sendVolunteersMail: (variables: SendVolunteersMailMutationVariables): Promise<MailResult<SendVolunteersMailMutation['sendVolunteersMail']>> =>
      mailResult(() => sendVolunteers({ variables }), (data) => data.sendVolunteersMail),
    sendCampaignMail: (variables: SendCampaignMailMutationVariables): Promise<MailResult<SendCampaignMailMutation['sendCampaignMail']>> =>
      mailResult(() => sendCampaign({ variables }), (data) => data.sendCampaignMail),
    retryCommunication: (variables: RetryCommunicationMutationVariables): Promise<MailResult<CommunicationFieldsFragment>> =>
      mailResult(() => retry({ variables }), (data) => data.retryCommunication),
  };
}
