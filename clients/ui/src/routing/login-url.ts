export const LOGIN_PATH = '/account/login';

/** The login URL that brings the user back to `redirect` afterwards; `expired` shows why they are there. */
export function loginUrl(redirect: string, options: { expired?: boolean; loginPath?: string } = {}): string {
  const params = new URLSearchParams({ redirect });
  if (options.expired) params.set('expired', '1');
  return `${options.loginPath ?? LOGIN_PATH}?${params.toString()}`;
}

/** Only same-origin paths are followed after login, so a crafted link cannot send the user elsewhere. */
export function safeRedirect(redirect: string | null, fallback: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return fallback;
  return redirect;
}
