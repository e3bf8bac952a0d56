/**
 * The operator's login link: the stand opens at /manager/scan and reads the secret from the fragment,
 * which browsers never send to the server (so it stays out of every log).
 */
export function operatorLoginLink(secret: string, origin = window.location.origin): string {
  return `${origin}/manager/scan#secret=${encodeURIComponent(secret)}`;
}
