/** The signed parameters of the links the server mails (verify-user, reset-password-confirm). */
export interface SignedLink {
  userId: string;
  timestamp: number;
  signature: string;
}

export function readSignedLink(params: URLSearchParams): SignedLink | null {
  const userId = params.get('user_id');
  const timestamp = Number(params.get('timestamp'));
  const signature = params.get('signature');
  if (!userId || !signature || !Number.isInteger(timestamp)) return null;
  return { userId, timestamp, signature };
}
