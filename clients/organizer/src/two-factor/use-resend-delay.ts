import { useEffect, useState } from 'react';
import { RESEND_DELAY_SECONDS } from './code';

/** Seconds left before another e-mail code may be asked for, counted down from when one was sent (null: none yet). */
export function useResendDelay(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + RESEND_DELAY_SECONDS * 1000 - now) / 1000));
  useEffect(() => setNow(Date.now()), [sentAt]);
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}
