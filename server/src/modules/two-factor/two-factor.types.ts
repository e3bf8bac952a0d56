/** The http-only cookie that carries a pending two-factor login's random id (10 minutes). */
export const OTP_COOKIE = 'benevo_otp';
export const PENDING_LOGIN_TTL_SECONDS = 600;
/** A mailed code is valid 5 minutes (spec 5 "Two-factor email code"). */
export const EMAIL_CODE_TTL_SECONDS = 300;
