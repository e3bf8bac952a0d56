import type http from 'node:http';
import type { UnfinishedJob } from './jobs/running-jobs';
import { redactUrl, type Logger } from './logger';

/**
 * Graceful shutdown (issue 20): on SIGTERM or SIGINT a process stops taking work, lets what it is doing
 * finish within SHUTDOWN_TIMEOUT_MS, then exits 0; past that deadline it logs what it cut and exits 1.
 * `npm start` (main.ts) and the worker (worker.ts) share this file.
 */

export interface UnfinishedRequest {
  /** The request id (X-Request-Id) once pino-http gave it one. */
  id?: string;
  method: string;
  url: string;
  forMs: number;
}


export type { UnfinishedJob };

export interface Unfinished {
  requests: UnfinishedRequest[];
  jobs: UnfinishedJob[];
}

/** The requests an HTTP server is answering now (secrets of their URLs redacted). */
export function trackRequests(server: http.Server): () => UnfinishedRequest[] {
  const inFlight = new Map<http.IncomingMessage, number>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.set(req, Date.now());
    // 'close' comes after the last byte was handed over, or when the connection died first.
    res.once('close', () => inFlight.delete(req));
  });
  return () => {
    const now = Date.now();
    return [...inFlight].map(([req, startedAt]) => ({
      ...((req as { id?: unknown }).id ? { id: String((req as { id?: unknown }).id) } : {}),
      method: req.method ?? '?',
      // Express rewrites req.url inside its routers; originalUrl keeps what was asked.
      url: redactUrl((req as { originalUrl?: string }).originalUrl ?? req.url ?? ''),
      forMs: now - startedAt,
    }));
  };
}

export interface ShutdownOptions {
  logger: Logger;
  timeoutMs: number;
  /** Stops taking work, waits for the work under way, closes the database. */
  stop(): Promise<void>;
  /** What is still under way (logged when the deadline passes). */
  unfinished(): Unfinished;
  /** Called once with the first signal (e.g. a line on the console). */
  onSignal?(signal: NodeJS.Signals): void;
  /** process.exit, replaceable in tests. */
  exit?(code: number): void;
  /** Where the signals come from: the process, or an emitter in tests. */
  signals?: Pick<NodeJS.EventEmitter, 'on' | 'off'>;
}

/**
 * Installs the SIGTERM and SIGINT handlers. The first signal starts `stop()` under the deadline: done
 * in time -> exit 0; deadline passed -> the unfinished requests and jobs are logged, exit 1; `stop()`
 * failed -> exit 1. A second signal while stopping means "now": exit 1 at once. Returns a function that
 * removes the handlers (tests).
 */
export function exitGracefullyOnSignals(options: ShutdownOptions): () => void {
  const { logger, timeoutMs } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      logger.warn({ signal, unfinished: options.unfinished() }, 'second signal: stopping now, unfinished work cut');
      exit(1);
      return;
    }
    stopping = true;
    options.onSignal?.(signal);
    logger.info({ signal, timeoutMs }, 'stopping: no new connections, finishing in-flight requests and running jobs');
    // Set before stop() starts, so it fires before any timer stop() sets with the same delay.
    const deadline = setTimeout(() => {
      const unfinished = options.unfinished();
      logger.error(
        { timeoutMs, requests: unfinished.requests, jobs: unfinished.jobs },
        `shutdown deadline passed (SHUTDOWN_TIMEOUT_MS=${timeoutMs}): ${unfinished.requests.length} request(s) and ${unfinished.jobs.length} job(s) cut`,
      );
      exit(1);
    }, timeoutMs);
    options.stop().then(
      () => {
        clearTimeout(deadline);
        logger.info({ signal }, 'stopped cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        logger.error({ err: error }, 'could not stop cleanly');
        exit(1);
      },
    );
  };
  const signals = options.signals ?? process;
  signals.on('SIGTERM', onSignal);
  signals.on('SIGINT', onSignal);
  return () => {
    signals.off('SIGTERM', onSignal);
    signals.off('SIGINT', onSignal);
  };
}
