/**
 * `npm run seed:demo`: creates the development persona (see demoPersona.ts) in the database
 * under DATA_DIR (or at DATABASE_URL), idempotently, and prints it. Development only — `npm start` never seeds.
 */
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open';
import { demoPersonaOptions, seedDemo } from './demoPersona';

async function run(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const options = demoPersonaOptions();
    const persona = await seedDemo(db, options);
    const changed = Object.values(persona.inserted).some((n) => n > 0);
    const lines = [
      changed ? 'Demo data created:' : 'Demo data already present (nothing changed):',
      `  database      ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
      `  user          #${persona.userId} ${persona.email}` +
        (!persona.createdUser
          ? ' (password unchanged)'
          : process.env.SEED_PASSWORD
            ? ' (password from SEED_PASSWORD)'
            : ` (password: ${options.password})`),
      `  account       #${persona.accountId} Demo account (variant default, features voc.pro, admin)`,
      ...persona.organizations.flatMap((org) => [
        `  organization  #${org.id} ${org.name} (write; surveys-create, feedbacks-create)`,
        ...org.sites.map(
          (site) => `  site          #${site.id} ${site.name} → /sites/${site.id}/overview`,
        ),
      ]),
    ];
    console.log(lines.join('\n'));
  } finally {
    await db.destroy();
  }
}

run().catch((error: unknown) => {
  console.error(`seed:demo failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
