import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LICENSE_TYPES, type LicenseType } from '@benevo/schema';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/data-source';
import { EmbeddedDatabaseBusyError } from './db/embedded-lock';
import { createUser, DEMO_LOGIN, seedDemo } from './db/seed-demo';
import { getSchema } from './graphql/schema';
import { Organization } from './modules/organizations/organization.entity';
import { organizationService } from './modules/organizations/organization.service';

/** The organization flags an administrator switches (spec 3 Organization), by their short names. */
const FEATURES = {
  campaigns: 'enableCampaigns',
  groups: 'enableGroupRegistrations',
  shop: 'enableShop',
  badges: 'enableBadges',
  vouchers: 'enableVouchers',
  operators: 'enableOperators',
  validation: 'enableParticipationsValidation',
  ticketing: 'enableWeezevent',
} as const;

function featureList(value: string | boolean | undefined): Array<keyof typeof FEATURES> {
  if (typeof value !== 'string' || value.trim() === '') return [];
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(name in FEATURES));
  if (unknown.length > 0) throw new UsageError(`Unknown feature "${unknown[0]}": one of ${Object.keys(FEATURES).join(', ')}`);
  return names as Array<keyof typeof FEATURES>;
}

const USAGE = `Benevo admin commands (npm run admin -- <command> [options]):
  migrate                      run pending database migrations
  create-organization --name N --slug S --licence pro|corporate|club|light|none
  create-user --email E --password P --organization SLUG [--staff] [--superuser]
  set-features --organization SLUG [--enable F,F] [--disable F,F]
                               switch features on or off (${Object.keys(FEATURES).join(', ')})
  seed-demo                    create the demo organization and its organizer (empty database only)
  emit-schema                  write schema/schema.graphql from the TypeGraphQL schema
  check-schema                 fail when schema/schema.graphql is stale`;

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql');

/** The SDL committed in schema/schema.graphql, sorted so that it only changes when the schema does. */
export function emittedSchema(): string {
  return `${printSchema(lexicographicSortSchema(getSchema()))}\n`;
}

class UsageError extends Error {}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig(), { holder: 'admin CLI', poolSize: 2 });
  try {
    await database.dataSource.runMigrations({ transaction: 'each' });
    return await work(database);
  } finally {
    await database.close();
  }
}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      slug: { type: 'string' },
      licence: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      organization: { type: 'string' },
      staff: { type: 'boolean' },
      superuser: { type: 'boolean' },
      enable: { type: 'string' },
      disable: { type: 'string' },
    },
    strict: true,
  });
  switch (command) {
    case 'migrate': {
      const database = await openDatabase(loadConfig(), { holder: 'admin CLI', poolSize: 2 });
      try {
        const applied = await database.dataSource.runMigrations({ transaction: 'each' });
        console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
      } finally {
        await database.close();
      }
      return;
    }
    case 'create-organization': {
      const licence = (values.licence ?? 'none') as LicenseType;
      if (!LICENSE_TYPES.includes(licence)) throw new UsageError(`--licence must be one of ${LICENSE_TYPES.join(', ')}`);
      const name = required(values, 'name');
      const slug = required(values, 'slug');
      await withDatabase(async ({ dataSource }) => {
        if (await dataSource.manager.existsBy(Organization, { slug })) throw new UsageError(`Slug "${slug}" is taken`);
        const organization = await organizationService.create(dataSource.manager, { name, slug, licenseType: licence });
        console.log(`Organization ${organization.id} "${organization.name}" (/${organization.slug}, ${licence}) created.`);
      });
      return;
    }
    case 'create-user': {
      const email = required(values, 'email');
      const password = required(values, 'password');
      const slug = required(values, 'organization');
      await withDatabase(async ({ dataSource }) => {
        await dataSource.transaction(async (manager) => {
          const organization = await manager.findOneBy(Organization, { slug });
          if (!organization) throw new UsageError(`No organization with slug "${slug}"`);
          const user = await createUser(manager, {
            email,
            password,
            isStaff: values.staff === true,
            isSuperUser: values.superuser === true,
            organizationIds: [organization.id],
          });
          console.log(`User ${user.id} <${user.email}> created in "${organization.name}".`);
        });
      });
      return;
    }
    case 'set-features': {
      const slug = required(values, 'organization');
      const enable = featureList(values.enable);
      const disable = featureList(values.disable);
      if (enable.length + disable.length === 0) throw new UsageError('--enable or --disable is required');
      if (enable.some((name) => disable.includes(name))) throw new UsageError('A feature cannot be both enabled and disabled');
      await withDatabase(async ({ dataSource }) => {
        const organization = await dataSource.manager.findOneBy(Organization, { slug });
        if (!organization) throw new UsageError(`No organization with slug "${slug}"`);
        const changes = Object.fromEntries([...enable.map((name) => [FEATURES[name], true]), ...disable.map((name) => [FEATURES[name], false])]);
        await dataSource.manager.update(Organization, { id: organization.id }, changes);
        const on = Object.entries(FEATURES).filter(([, flag]) => (flag in changes ? changes[flag] : organization[flag])).map(([name]) => name);
        console.log(`"${organization.name}": ${on.length ? on.join(', ') : 'no feature'} on.`);
      });
      return;
    }
    case 'seed-demo': {
      await withDatabase(async ({ dataSource }) => {
        const { seeded } = await dataSource.transaction((manager) => seedDemo(manager));
        console.log(
          seeded
            ? `Demo organization created. Organizer login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`
            : 'The database already has organizations: nothing seeded.',
        );
      });
      return;
    }
    case 'emit-schema':
      fs.writeFileSync(SCHEMA_FILE, emittedSchema());
      console.log(`Wrote ${SCHEMA_FILE}`);
      return;
    case 'check-schema': {
      const committed = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : '';
      if (committed !== emittedSchema()) {
        throw new UsageError('schema/schema.graphql is stale: run "npm run schema:emit" and commit it.');
      }
      console.log('schema/schema.graphql is up to date.');
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

if (require.main === module) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
    } else if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
      console.error(error.message);
    } else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${error.message}\n\n${USAGE}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
