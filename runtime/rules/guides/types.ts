/**
 * The guides as the runtime reads them from `generated/bundle/guides.json` (product.md#states-and-transitions
 * "Getting-started guide", "Get-started page", "Guide sidebars"). The same shapes are validated by
 * the guides JSON Schema in generator/src/kinds/guides/; the generator's model reuses them.
 */
import type { Gate, OrgAccess } from '../../../contracts/gates';
import type { RouteClass } from '../routes/routeClass';

/** User profile answers (product.md#records-and-their-fields "User profile"). */
export type Goal = 'feedback' | 'heatmaps' | 'recordings' | 'interviews' | 'skipped' | 'surveys';
export type Expertise = 'beginner' | 'intermediate' | 'expert' | 'skip';
export type JobToBeDone =
  'identifying' | 'prioritizing' | 'exploring' | 'executing' | 'monitoring' | 'other';

export interface UserProfile {
  goal?: Goal;
  expertise?: Expertise;
  /** In the order the user picked them. */
  jobsToBeDone?: JobToBeDone[];
}

/**
 * The guide condition language: one mapping, one key. Atoms read the guide context (flags,
 * tracking, organization access and size, locale, profile, site age); all / any / not compose.
 * `profile` holds when a profile exists and every key it lists matches (an empty mapping: any
 * profile).
 */
export type GuideCondition =
  | { flag: string }
  | { anyFlag: string[] }
  | { allFlags: string[] }
  | { tracking: 'installed' | 'not-installed' }
  | { orgAccess: OrgAccess[] }
  | { orgUsersMoreThan: number }
  | { locale: string[] }
  | { profile: { goal?: Goal[]; expertise?: Expertise[]; jobsToBeDone?: JobToBeDone[] } }
  | { siteCreatedBefore: number }
  | { all: GuideCondition[] }
  | { any: GuideCondition[] }
  | { not: GuideCondition };

/** What conditions are evaluated against. */
export interface GuideContext {
  /** Per-site guide flags, already decoded (see `isFlagSet`). */
  flags: Record<string, boolean>;
  trackingInstalled: boolean;
  orgAccess: OrgAccess;
  orgUserCount: number;
  locale: string;
  profile?: UserProfile;
  /** Site creation time, epoch seconds (product.md#records-and-their-fields "Site"). */
  siteCreated: number;
}

export type StepState = 'success' | 'skipped' | 'pending';

/** A button or link: goes to a route, or runs a declared runtime action. */
export interface CallToAction {
  label: string;
  route?: string;
  /** Path parameters other than siteId / orgId (those come from the context). */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  action?: string;
  style?: 'primary' | 'secondary' | 'link';
  /** Clicking marks the step complete and expands the next pending step (product.md#states-and-transitions). */
  completeOnClick?: boolean;
  gate?: Gate;
  whenDenied?: 'hidden' | 'disabled';
  /** Tooltip shown on the disabled button. */
  tooltip?: string;
}

export interface GuideStep {
  id: string;
  title: string;
  text: string;
  image?: string;
  /** Flag set when the step is completed (by its call to action or elsewhere in the app). */
  marks?: string;
  /** Sentences shown under the text while their condition holds (e.g. installation skipped). */
  notes?: { when: GuideCondition; text: string }[];
  success?: GuideCondition;
  skip?: GuideCondition;
  buttons: CallToAction[];
}

export interface GoalOrder {
  default: string[];
  beginner?: string[];
  intermediate?: string[];
  expert?: string[];
  skip?: string[];
}

export interface GuideOrder {
  /** No profile, or a goal the table does not list. */
  fallback: string[];
  byGoal: Partial<Record<Goal, GoalOrder>>;
  byJobsToBeDone: Partial<Record<JobToBeDone, string[]>>;
  prepend?: {
    step: string;
    /** A named placeholder condition: the product rules do not show the rule. */
    unless?: { placeholder: string; default: boolean };
  };
  append?: { step: string; locales: string[] };
}

export interface GuideStateKey {
  namespace: string;
  /** Absent: one key per declared flag. */
  key?: string;
  scope: 'site' | 'user';
  holds: 'flags' | 'current-step' | 'dismissed' | 'page-state';
  /** Stored string values that mean "set" (flags are stored as strings, product.md#records-and-their-fields). */
  truthy?: string[];
}

export interface GuideVisibility {
  routeClasses?: RouteClass[];
  routes?: string[];
  exceptRoutes?: string[];
}

export interface Guide {
  id: string;
  title: string;
  presentation: 'sidebar' | 'page';
  layout: 'accordion' | 'stepper' | 'checklist';
  sidebar?: string;
  page?: string;
  expectedSteps: number;
  state: GuideStateKey[];
  flags: { name: string; description: string }[];
  enabled?: GuideCondition;
  init: { when: GuideCondition; setFlags: string[] }[];
  whenAllComplete?: { setFlags: string[]; collapseSidebar: boolean };
  skipGuide?: {
    showWhen: GuideCondition;
    setFlags: string[];
    confirm: { title: string; text: string; confirm: string; cancel: string };
  };
  expand?: { initially: 'first-pending'; afterCompleteOnClick: 'next-pending' };
  openOnLoad?: { whenEnabled: boolean; unlessClosedBefore: boolean };
  firstClose?: { remember: 'local-storage'; tooltip: string; tooltipSeconds: number };
  showOn?: GuideVisibility;
  hideWhen?: Gate;
  launcher?: { routes: string[]; button: CallToAction };
  overlay?: { dim: boolean; until: 'dismissed' };
  events?: { stepCompleted?: string; allCompleted?: string };
  dismiss?: { route: string };
  menuProgress?: { dismissibleWhenComplete: boolean };
  order?: GuideOrder;
  steps: GuideStep[];
}

export interface SidebarKind {
  name: string;
  description: string;
  side?: 'left' | 'right';
  width?: number;
}

export interface GuidesBundle {
  /** Absent until a guides document declares `sidebars`. */
  sidebars?: { oneAtATime: boolean; hideFloatingWidgetWhileOpen: boolean; kinds: SidebarKind[] };
  actions: { name: string; description: string; errorToast?: string }[];
  guides: Record<string, Guide>;
}
