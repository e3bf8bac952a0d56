/**
 * The load generator of `npm run bench -- compare`: autocannon in its own process (not on a server's
 * event loop), one run per IPC message { url, headers, body, connections, seconds }. Answers
 * { requests, non2xx, errors, elapsedMs, latencies } (latencies: every response's time in ms, so the
 * parent computes exact percentiles, p95 included, which autocannon's summary does not give).
 */
import autocannon from 'autocannon';

process.on('message', async (message) => {
  if (message?.stop) process.exit(0);
  const { url, headers, body, connections, seconds, maxRequests } = message;
  const latencies = [];
  const started = performance.now();
  const instance = autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections,
    pipelining: 1,
    duration: seconds,
    amount: maxRequests || undefined,
    timeout: 120,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  instance.on('done', (result) => {
    process.send({ result: {
      requests: latencies.length,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      elapsedMs: performance.now() - started,
      latencies,
    } });
  });
});
process.send({ ready: true });
