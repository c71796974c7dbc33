/**
 * The six personas of the preview ↔ `explain menu` parity (tests): each is a
 * complete preview persona (every part the menus read is given, so the real session behind the
 * preview does not matter) and the same persona as `lodestar explain menu` options. Shared by
 * tests/runtime/previewPersona.test.ts (pure) and tests/e2e/personaPreview.e2e.test.ts (browser).
 */
import access from '../../generated/bundle/access.json';
import type { SessionInfo, Site } from '../../generated/types';
import type { PreviewPersona } from '../../runtime/app/preview/persona';

/** Every experiment at its control variant, given explicitly to both sides. */
const CONTROL: Record<string, string> = Object.fromEntries(
  Object.entries(access.experiments).map(([name, definition]) => [name, definition.control]),
);

const BASE = {
  permissions: ['feedbacks-create', 'surveys-create'],
  orgAccess: 'admin',
  accountAdmin: true,
  demoUser: false,
  plan: 'basic',
  flags: [],
  tracking: 'active',
  analyticsAccess: true,
  experiments: CONTROL,
} satisfies PreviewPersona;

export interface ParityPersona {
  name: string;
  persona: PreviewPersona & Required<Pick<PreviewPersona, 'variant'>>;
}

export const PARITY_PERSONAS: readonly ParityPersona[] = [
  { name: 'lite', persona: { ...BASE, variant: 'lite', flags: ['cs_lite'] } },
  {
    name: 'standalone',
    persona: { ...BASE, variant: 'standalone', flags: ['voc.csq.standalone'] },
  },
  { name: 'cross-sell', persona: { ...BASE, variant: 'cross-sell' } },
  {
    name: 'no surveys-create',
    persona: { ...BASE, variant: 'default', permissions: ['feedbacks-create'] },
  },
  { name: 'read-only organization', persona: { ...BASE, variant: 'default', orgAccess: 'read' } },
  { name: 'no analytics access', persona: { ...BASE, variant: 'default', analyticsAccess: false } },
];

/** The persona as `explain menu` options (commander's parsed shape), for the sidebar `mode`. */
export function explainOptions(persona: ParityPersona['persona'], mode: string) {
  return {
    placement: 'sidebar',
    mode,
    variant: persona.variant,
    permission: persona.permissions ?? [],
    flag: persona.flags ?? [],
    experiment: Object.entries(persona.experiments ?? {}).map(([n, v]) => `${n}=${v}`),
    ...(persona.orgAccess ? { orgAccess: persona.orgAccess } : {}),
    ...(persona.analyticsAccess !== undefined ? { analyticsAccess: persona.analyticsAccess } : {}),
    ...(persona.accountAdmin ? { accountAdmin: true } : {}),
    ...(persona.demoUser ? { demoUser: true } : {}),
    ...(persona.plan ? { plan: persona.plan } : {}),
    ...(persona.tracking ? { tracking: persona.tracking } : {}),
    locale: 'en',
    site: '1',
    organization: '1',
    collection: '0',
  };
}

/** The same options as `lodestar explain menu` command-line arguments. */
export function explainArgs(persona: ParityPersona['persona'], mode: string): string[] {
  const o = explainOptions(persona, mode);
  return [
    'explain',
    'menu',
    '--placement=sidebar',
    `--mode=${mode}`,
    `--variant=${o.variant}`,
    ...o.permission.map((p) => `--permission=${p}`),
    ...o.flag.map((f) => `--flag=${f}`),
    ...o.experiment.map((e) => `--experiment=${e}`),
    ...(persona.orgAccess ? [`--org-access=${persona.orgAccess}`] : []),
    ...(persona.analyticsAccess === true ? ['--analytics-access'] : []),
    ...(persona.analyticsAccess === false ? ['--no-analytics-access'] : []),
    ...(persona.accountAdmin ? ['--account-admin'] : []),
    ...(persona.demoUser ? ['--demo-user'] : []),
    ...(persona.plan ? [`--plan=${persona.plan}`] : []),
    ...(persona.tracking ? [`--tracking=${persona.tracking}`] : []),
    '--locale=en',
    '--json',
  ];
}

/**
 * A real session far from every persona (another variant, flags, experiments, read access):
 * what a preview must override entirely, in the preview and studio parity tests.
 */
export function farSession(locale: string): SessionInfo {
  return {
    user: {
      id: 7,
      name: 'Real',
      email: 'real@example.com',
      avatar: null,
      countryCode: null,
      created: 1_700_000_000,
      locale,
      isDemoUser: true,
      isAccountAdmin: false,
    },
    account: { id: 3, productCatalogVersion: null, variant: 'cross-sell', features: ['voc.pro'] },
    permissions: [],
    flags: ['recruit-prototype', 'sidebar-feedback', 'trial-entry-point'],
    experiments: { assignments: [{ name: 'stp_setup_based_on_intention', variant: 'treatment' }] },
    preview: true,
  };
}

/** Its site: another plan, read access, no analytics access. */
export const FAR_SITE: Site = {
  id: 1,
  name: 'acme.com',
  url: 'https://acme.com',
  analyticsAccess: false,
  account: { id: 3, pictureUrl: null },
  organization: { id: 1, access: 'read', users: 1 },
  plan: 'plus',
  effectivePlan: 'plus',
  created: 1_700_000_000,
  lastData: null,
  sessionCaptureMode: 'on',
  demo: false,
};
