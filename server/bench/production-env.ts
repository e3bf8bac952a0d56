/**
 * Imported first by bench/index.ts, before graphql and express load: the server runs as the Dockerfile
 * and docker-compose run it (NODE_ENV=production), so graphql-js skips its development checks (its
 * development instanceOf alone took ~8% of the CPU of a whole-event planning read). An explicit
 * NODE_ENV is kept.
 */
process.env.NODE_ENV ??= 'production';

export {};
