import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LICENSE_TYPES, SUPPORT_TYPES, translate, type LicenseType } from '@benevo/schema';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { ConfigError, loadConfig } from './config';
import { BackupError, runBackupCommand } from './db/backup';
import { migrate, openDatabase, type Database } from './db/data-source';
import { EmbeddedDatabaseBusyError } from './db/embedded-lock';
import { databaseChecksums, UnknownTableError } from './db/fingerprint';
import { createUser, DEMO_LOGIN, seedDemo } from './db/seed-demo';
import { getSchema } from './graphql/schema';
import { Organization } from './modules/organizations/organization.entity';
import { organizationService } from './modules/organizations/organization.service';
import { organizationAdminService, type StaffOrganizationChanges } from './modules/organizations/organization-admin.service';
import { jobContext } from './jobs/job-context';
import { createLogger } from './logger';
import { AppError } from './errors/app-error';

/** The organization flags an administrator switches (spec 3 Organization), by their short names. */
const FEATURES = {
  campaigns: 'enableCampaigns',
  groups: 'enableGroupRegistrations',
  'group-registrations': 'enableGroupRegistrations',
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
  // `all`: every feature (under its first name; group-registrations is an alias of groups).
  if (names.includes('all')) return (Object.keys(FEATURES) as Array<keyof typeof FEATURES>).filter((name) => name !== 'group-registrations');
  const unknown = names.filter((name) => !(name in FEATURES));
  if (unknown.length > 0) throw new UsageError(`Unknown feature "${unknown[0]}": one of ${Object.keys(FEATURES).join(', ')}`);
  return names as Array<keyof typeof FEATURES>;
}

const USAGE = `Benevo admin commands (npm run admin -- <command> [options]):
  migrate                      run pending database migrations
  create-organization --name N --slug S --licence pro|corporate|club|light|none
  create-user --email E --password P --organization SLUG [--staff] [--superuser]
  set-organization --slug S [--licence L] [--support T] [--valid-until YYYY-MM-DD|none]
                   [--enable F,F|all] [--disable F,F|all] [--enforce-2fa on|off]
                               change an organization's licence, support, end date and features
                               (${Object.keys(FEATURES).join(', ')}), audited; prints the result
  set-features --organization SLUG [--enable F,F] [--disable F,F]
                               the features alone (kept for scripts; same as set-organization)
  seed-demo                    create the demo organization and its organizer (empty database only)
  backup FILE                  embedded database: write DATA_DIR's database, uploads and secret key to
                               FILE (.tar.gz); safe while the server runs (it gives the snapshot)
  restore FILE                 embedded database: replace them with FILE's (server stopped; checked
                               first, the previous data kept in DATA_DIR/before-restore-<time>/)
  checksums [--tables T,T]     print every table's (or the named tables') row count and checksum, to
                               compare a restored database with its source (diff the two outputs)
  emit-schema                  write schema/schema.graphql from the TypeGraphQL schema
  check-schema                 fail when schema/schema.graphql is stale`;

export const SCHEMA_FILE = path.resolve(__dirname, '..', '..', 'schema', 'schema.graphql');

/** The SDL committed in schema/schema.graphql, sorted so that it only changes when the schema does. */
export function emittedSchema(): string {
  return `${printSchema(lexicographicSortSchema(getSchema()))}\n`;
}

class UsageError extends Error {}

/** The changes of set-organization, checked here so that a typo gets the usage text. */
function organizationChanges(values: Record<string, string | boolean | undefined>): StaffOrganizationChanges {
  const changes: StaffOrganizationChanges = {};
  if (typeof values.licence === 'string') {
    if (!LICENSE_TYPES.includes(values.licence as LicenseType)) throw new UsageError(`--licence must be one of ${LICENSE_TYPES.join(', ')}`);
    changes.licenseType = values.licence;
  }
  if (typeof values.support === 'string') {
    if (!(SUPPORT_TYPES as readonly string[]).includes(values.support)) throw new UsageError(`--support must be one of ${SUPPORT_TYPES.join(', ')}`);
    changes.supportType = values.support;
  }
  const validUntil = values['valid-until'];
  if (typeof validUntil === 'string') {
    if (validUntil === 'none') changes.validUntil = null;
    else if (/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) changes.validUntil = validUntil;
    else throw new UsageError('--valid-until must be a date YYYY-MM-DD or none');
  }
  const same = (name: keyof typeof FEATURES, names: Array<keyof typeof FEATURES>) => names.some((other) => FEATURES[other] === FEATURES[name]);
  const all = (value: string | boolean | undefined) => typeof value === 'string' && value.split(',').some((name) => name.trim() === 'all');
  if (all(values.enable) && all(values.disable)) throw new UsageError('A feature cannot be both enabled and disabled');
  let enable = featureList(values.enable);
  let disable = featureList(values.disable);
  // `--enable all --disable ticketing`: the features named on the other side are exceptions to `all`.
  if (all(values.enable)) enable = enable.filter((name) => !same(name, disable));
  if (all(values.disable)) disable = disable.filter((name) => !same(name, enable));
  if (enable.some((name) => same(name, disable))) {
    throw new UsageError('A feature cannot be both enabled and disabled');
  }
  if (enable.length + disable.length > 0) {
    changes.flags = Object.fromEntries([...enable.map((name) => [FEATURES[name], true]), ...disable.map((name) => [FEATURES[name], false])]);
  }
  const enforce2fa = values['enforce-2fa'];
  if (typeof enforce2fa === 'string') {
    if (enforce2fa !== 'on' && enforce2fa !== 'off') throw new UsageError('--enforce-2fa must be on or off');
    changes.enforce2fa = enforce2fa === 'on';
  }
  return changes;
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(loadConfig(), { holder: 'admin CLI', poolSize: 2 });
  try {
    await migrate(database);
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
  if (command === 'backup' || command === 'restore') {
    // Neither uses the secret key; read without it, the configuration would generate a key file in a
    // fresh DATA_DIR, which the restore would then find in its way (and move aside).
    return runBackupCommand(command, rest, loadConfig({ ...process.env, SECRET_KEY: process.env.SECRET_KEY || 'unused-by-backup-and-restore-'.padEnd(32, '-') }));
  }
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
      support: { type: 'string' },
      'valid-until': { type: 'string' },
      'enforce-2fa': { type: 'string' },
      tables: { type: 'string' },
    },
    strict: true,
  });
  switch (command) {
    case 'migrate': {
      const database = await openDatabase(loadConfig(), { holder: 'admin CLI', poolSize: 2 });
      try {
        const applied = await migrate(database);
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
        // Through the admin service, as set-organization: one transaction and the audit entry.
        await organizationAdminService.update(jobContext(loadConfig(), dataSource, createLogger('silent'), 0), organization.id, { flags: changes }, 'cli');
        const on = Object.entries(FEATURES)
          .filter(([name, flag]) => name !== 'group-registrations' && (flag in changes ? changes[flag] : organization[flag]))
          .map(([name]) => name);
        console.log(`"${organization.name}": ${on.length ? on.join(', ') : 'no feature'} on.`);
      });
      return;
    }
    case 'set-organization': {
      const slug = required(values, 'slug');
      const changes = organizationChanges(values);
      await withDatabase(async ({ dataSource }) => {
        const organization = await dataSource.manager.findOneBy(Organization, { slug });
        if (!organization) throw new UsageError(`No organization with slug "${slug}"`);
        const ctx = jobContext(loadConfig(), dataSource, createLogger('silent'), 0);
        const { organization: updated, memberCount } = await organizationAdminService.update(ctx, organization.id, changes, 'cli').catch((error: unknown) => {
          if (error instanceof AppError && error.fieldErrors) {
            const messages = Object.entries(error.fieldErrors).map(([field, keys]) => `${field}: ${keys.map((key) => translate('en', key as never)).join(', ')}`);
            throw new UsageError(messages.join('\n'));
          }
          throw error;
        });
        const on = Object.entries(FEATURES).filter(([name, flag]) => name !== 'group-registrations' && updated[flag]).map(([name]) => name);
        console.log(
          [
            `Organization ${updated.id} "${updated.name}" (/${updated.slug})`,
            `  licence: ${updated.licenseType}`,
            `  support: ${updated.supportType}`,
            `  valid until: ${updated.validUntil ?? 'none'}`,
            `  features: ${on.length ? on.join(', ') : 'none'}`,
            `  enforce 2fa: ${updated.enforce2fa ? 'on' : 'off'}`,
            `  members: ${memberCount}`,
          ].join('\n'),
        );
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
    case 'checksums': {
      const tables = typeof values.tables === 'string' ? values.tables.split(',').map((name) => name.trim()).filter(Boolean) : undefined;
      const printed = await databaseChecksums(loadConfig(), tables).catch((error: unknown) => {
        throw error instanceof UnknownTableError ? new UsageError(error.message) : error;
      });
      console.log(printed);
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
    } else if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError || error instanceof BackupError) {
      console.error(error.message);
    } else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${error.message}\n\n${USAGE}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
