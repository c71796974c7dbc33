/**
 * The development persona of `npm run seed:demo`: demo@example.com / demo-password
 * (SEED_EMAIL / SEED_PASSWORD override them), a default-variant account with voc.pro, an
 * organization with write access and both create permissions, and one site on plus with
 * analytics access and fresh tracking data.
 */
import type { Db } from '../db/open';
import { seedPersona, type PersonaOptions, type SeededPersona } from './persona';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password';

export function demoPersonaOptions(
  env: Record<string, string | undefined> = process.env,
): PersonaOptions {
  return {
    email: env.SEED_EMAIL?.trim() || DEMO_EMAIL,
    password: env.SEED_PASSWORD || DEMO_PASSWORD,
    name: 'Demo User',
    account: { name: 'Demo account', variant: 'default', features: ['voc.pro'], admin: true },
    organizations: [
      {
        name: 'Demo organization',
        access: 'write',
        permissions: ['surveys-create', 'feedbacks-create'],
        sites: [
          {
            name: 'Demo site',
            url: 'https://demo.example.com',
            plan: 'plus',
            analyticsAccess: true,
          },
        ],
      },
    ],
  };
}

export function seedDemo(
  db: Db,
  options: PersonaOptions = demoPersonaOptions(),
): Promise<SeededPersona> {
  return seedPersona(db, options);
}
