/**
 * The persona of `explain menu` and `explain languages`, as the CLI's option values (strings)
 * give it, turned into the gate context the runtime's rules evaluate. A value the manifests do
 * not know is a usage problem naming the closest known values; what is absent stays unknown.
 */
import { ORG_ACCESS_LEVELS, TRACKING_STATES } from '../../../contracts/gates';
import type { AccessBundle } from '../../../contracts/access';
import type { GateContext } from '../../../runtime/rules/gates/context';
import { didYouMeanHint } from '../validate/suggestionHint';

export interface PersonaOptions {
  variant: string;
  permission: readonly string[];
  flag: readonly string[];
  /** `name=variant` assignments. */
  experiment: readonly string[];
  orgAccess?: string;
  analyticsAccess?: boolean;
  accountAdmin?: boolean;
  demoUser?: boolean;
  plan?: string;
  locale?: string;
  tracking?: string;
}

/** The value when `allowed` holds it (or it was not given); else a problem and undefined. */
export function pickWord<T extends string>(
  problems: string[],
  what: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  const found = allowed.find((a) => a === value);
  if (value !== undefined && found === undefined) {
    const hint = didYouMeanHint(value, allowed);
    problems.push(
      `Unknown ${what} "${value}": expected one of ${allowed.join(', ')}${hint ? ` (${hint})` : ''}`,
    );
  }
  return found;
}

export function parsePersona(
  access: AccessBundle,
  options: PersonaOptions,
): { problems: string[]; context: GateContext } {
  const problems: string[] = [];
  const pick = <T extends string>(what: string, value: string | undefined, allowed: readonly T[]) =>
    pickWord(problems, what, value, allowed);
  pick('account variant', options.variant, access.variants);
  const orgAccess = pick('organization access', options.orgAccess, ORG_ACCESS_LEVELS);
  const tracking = pick('tracking state', options.tracking, TRACKING_STATES);
  for (const p of options.permission) pick('permission', p, access.permissions);
  for (const f of options.flag) pick('flag', f, Object.keys(access.flags));
  const experiments: Record<string, string> = {};
  for (const e of options.experiment) {
    const [name = '', variant] = e.split('=');
    if (variant === undefined) {
      problems.push(`--experiment takes name=variant, found "${e}"`);
      continue;
    }
    pick('experiment', name, Object.keys(access.experiments));
    const declared = access.experiments[name];
    if (declared) pick(`variant of ${name}`, variant, declared.variants);
    experiments[name] = variant;
  }
  const context: GateContext = {
    user: {
      id: 'explain',
      isAccountAdmin: options.accountAdmin ?? false,
      isDemoUser: options.demoUser ?? false,
    },
    // Flags of scope account not named with --flag are off: the feature list is known, empty.
    account: { variant: options.variant, features: [] },
    organization: orgAccess ? { access: orgAccess } : {},
    permissions: [...options.permission],
    flags: Object.fromEntries(options.flag.map((f) => [f, true])),
    ...(options.plan ? { plan: options.plan } : {}),
    site: {
      ...(options.analyticsAccess !== undefined
        ? { analyticsAccess: options.analyticsAccess }
        : {}),
      ...(tracking ? { tracking } : {}),
    },
    ...(options.locale ? { locale: options.locale } : {}),
    experiments,
  };
  return { problems, context };
}
