import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Every setting of the server, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Base URL the product is reached at; used in links sent by mail. */
  publicUrl: string;
  /** Holds the embedded database (`pglite/`) and uploads (`media/`). */
  dataDir: string;
  /** PostgreSQL URL; null means the embedded PGlite database under dataDir. */
  databaseUrl: string | null;
  /** Redis URL; null means the in-process job runner. */
  redisUrl: string | null;
  /** SMTP URL; null keeps mails in the database, browsable at /dev/mailbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** The platform's support address: the organizers' contact form (/infos/contact) mails it. */
  supportEmail: string;
  /** Signs sessions links (verification, password reset). */
  secretKey: string;
  sessionTtlSeconds: number;
  /** Validity of the account links (verify registration, reset password). */
  accountLinkTtlSeconds: number;
  /** Whether this process also runs the job processors (the API does by default; docker-compose splits). */
  runWorkers: boolean;
  jobAttempts: number;
  jobBackoffMs: number;
  sweepIntervalMs: number;
  /**
   * Whose X-Forwarded-For to believe (Express's `trust proxy`): `loopback` by default (a proxy on the
   * same machine); `uniquelocal` behind docker-compose's balancer; a list of addresses or CIDRs.
   */
  trustProxy: string;
  /** Compiled GraphQL execution (graphql-jit, issue 19); false runs graphql-js. */
  graphqlJit: boolean;
  loginRateLimit: { points: number; durationSeconds: number };
  /**
   * Public sign-ups (event sign-up, campaign registration) per client address and window (issue 20),
   * shared through Redis by every API process. Generous on purpose: a festival's Wi-Fi, a sign-up desk,
   * a school or a company network, a mobile carrier's NAT put many honest people behind one address.
   */
  signupRateLimit: { points: number; durationSeconds: number };
  /** Prefix of every Redis key (bull queues, attempt and sign-up limits): deployments sharing one Redis set their own. */
  redisPrefix: string;
  /**
   * SIGTERM/SIGINT: how long in-flight requests and running jobs may take to finish before the process
   * gives up on them (logs what was cut, exits 1). Keep it below the orchestrator's kill delay.
   */
  shutdownTimeoutMs: number;
  /** How long a freed place stays held for the waiting-list entry it is offered to. */
  waitingListOfferHours: number;
  /** The ticketing vendor's API base URL when an organization sets none (TICKETING_BASE_URL; null: the vendor's public API). */
  ticketingBaseUrl: string | null;
  logLevel: string;
  /** Serve the built clients from clients/<app>/dist. */
  clientsDir: string;
  /** Seed the demo organization when the database is empty. */
  seedDemo: boolean;
  nodeEnv: string;
  /**
   * Webhook URLs may lead to loopback or private addresses (WEBHOOKS_ALLOW_PRIVATE=true). Always allowed
   * outside production (tests use a loopback receiver); refused in production unless set (SSRF).
   */
  webhooksAllowPrivate: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** Where the generated key is kept when SECRET_KEY is not set (outside production). */
export const SECRET_KEY_FILE = 'secret-key';

/**
 * Without SECRET_KEY (outside production), a random key generated at the first start and kept in
 * DATA_DIR (mode 0600): a constant in the source would let anyone forge account links (issue 9).
 * Processes sharing DATA_DIR read the same file; `wx` makes the first writer win a race.
 */
function generatedSecretKey(dataDir: string): string {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new ConfigError(`${file} must hold a key of at least 32 characters; delete it to generate a new one`);
  return key;
}

function int(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  problems.push(`${name} must be true or false (got "${raw}")`);
  return fallback;
}

function url(env: Env, name: string, protocols: string[], problems: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) {
      problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      return null;
    }
    return raw;
  } catch {
    problems.push(`${name} is not a valid URL (got "${raw}")`);
    return null;
  }
}

/** Names proxy-addr knows, or IPv4/IPv6 addresses with an optional prefix length, comma-separated. */
function trustProxy(env: Env, problems: string[]): string {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '') return 'loopback';
  const parts = raw.split(',').map((part) => part.trim());
  const valid = parts.every(
    (part) => ['loopback', 'linklocal', 'uniquelocal'].includes(part) || (net.isIP(part.split('/')[0]) !== 0 && /^[^/]+(\/\d{1,3})?$/.test(part)),
  );
  if (!valid) problems.push(`TRUST_PROXY must be loopback, linklocal, uniquelocal or addresses/CIDRs, comma-separated (got "${raw}")`);
  return valid ? parts.join(', ') : 'loopback';
}

/** REDIS_PREFIX: letters, digits, `.`, `_`, `-` (it starts every Redis key); `benevo` by default. */
function redisPrefix(env: Env, problems: string[]): string {
  const raw = (env.REDIS_PREFIX ?? '').trim();
  if (raw === '') return 'benevo';
  if (!/^[A-Za-z0-9][\w.-]{0,63}$/.test(raw)) {
    problems.push(`REDIS_PREFIX must be 1 to 64 letters, digits, ".", "_" or "-" (got "${raw}")`);
    return 'benevo';
  }
  return raw;
}

/** Reads and validates the configuration; throws a ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = int(env, 'PORT', 4000, 0, 65535, problems);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  const redisUrl = url(env, 'REDIS_URL', ['redis:', 'rediss:'], problems);
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:'], problems) ?? `http://localhost:${port || 4000}`;
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const givenSecret = env.SECRET_KEY === '' ? undefined : env.SECRET_KEY;
  if (givenSecret !== undefined && givenSecret.length < 32) {
    problems.push('SECRET_KEY must be at least 32 characters long');
  }
  if (nodeEnv === 'production' && givenSecret === undefined) {
    problems.push('SECRET_KEY must be set in production');
  }
  if (nodeEnv === 'production' && !env.SMTP_URL) {
    // The embedded mailbox is a development convenience; production mail must leave the server.
    problems.push('SMTP_URL must be set in production (mails would otherwise never leave the server)');
  }
  const mailFrom = env.MAIL_FROM ?? 'noreply@benevo.local';
  if (!/^[^\s@]+@[^\s@]+$/.test(mailFrom)) problems.push(`MAIL_FROM must be an e-mail address (got "${mailFrom}")`);
  const supportEmail = env.SUPPORT_EMAIL || 'support@benevo.local';
  if (!/^[^\s@<>",]+@[^\s@<>",]+$/.test(supportEmail)) problems.push(`SUPPORT_EMAIL must be an e-mail address (got "${supportEmail}")`);
  const logLevel = env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }
  const config: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: publicUrl.replace(/\/$/, ''),
    dataDir,
    databaseUrl,
    redisUrl,
    smtpUrl,
    mailFrom,
    supportEmail,
    secretKey: '',
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 14 * 24 * 3600, 60, 365 * 24 * 3600, problems),
    accountLinkTtlSeconds: int(env, 'ACCOUNT_LINK_TTL_SECONDS', 3 * 24 * 3600, 60, 30 * 24 * 3600, problems),
    runWorkers: bool(env, 'RUN_WORKERS', true, problems),
    jobAttempts: int(env, 'JOB_ATTEMPTS', 5, 1, 100, problems),
    jobBackoffMs: int(env, 'JOB_BACKOFF_MS', 5000, 0, 3_600_000, problems),
    sweepIntervalMs: int(env, 'SWEEP_INTERVAL_MS', 30_000, 10, 3_600_000, problems),
    trustProxy: trustProxy(env, problems),
    graphqlJit: bool(env, 'GRAPHQL_JIT', true, problems),
    loginRateLimit: {
      points: int(env, 'LOGIN_RATE_LIMIT', 10, 1, 10_000, problems),
      durationSeconds: int(env, 'LOGIN_RATE_WINDOW_SECONDS', 900, 1, 86_400, problems),
    },
    // 60 sign-ups per 10 minutes per address: a desk with a few tablets on one festival connection, or a
    // class signing up together, stays far below; a script filling slots or mailing strangers is stopped
    // within a minute. A sign-up books all its slots in one call, so 60 calls are 60 people.
    signupRateLimit: {
      points: int(env, 'SIGNUP_RATE_LIMIT', 60, 1, 1_000_000, problems),
      durationSeconds: int(env, 'SIGNUP_RATE_WINDOW_SECONDS', 600, 1, 86_400, problems),
    },
    redisPrefix: redisPrefix(env, problems),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 20_000, 100, 600_000, problems),
    waitingListOfferHours: int(env, 'WAITING_LIST_OFFER_HOURS', 24, 1, 720, problems),
    ticketingBaseUrl: url(env, 'TICKETING_BASE_URL', ['http:', 'https:'], problems)?.replace(/\/+$/, '') ?? null,
    logLevel,
    clientsDir: path.resolve(env.CLIENTS_DIR ?? path.join(__dirname, '..', '..', 'clients')),
    seedDemo: bool(env, 'SEED_DEMO', true, problems),
    nodeEnv,
    webhooksAllowPrivate: nodeEnv !== 'production' || bool(env, 'WEBHOOKS_ALLOW_PRIVATE', false, problems),
  };
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  config.secretKey = givenSecret ?? generatedSecretKey(dataDir);
  return config;
}
