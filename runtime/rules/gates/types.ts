/**
 * The gate language of the access manifest (spec §6), as TypeScript. The same shape is validated
 * by the `gate` JSON Schema in generator/src/kinds/shared.ts; a gate is one mapping, one key.
 */
export type AccountVariant = 'default' | 'lite' | 'cross-sell' | 'standalone';
export type OrgAccess = 'read' | 'write' | 'admin';
export type TrackingState = 'not-installed' | 'inactive' | 'active' | 'capture-off';

export type Gate =
  | { permission: string }
  | { orgAccess: OrgAccess[] }
  | { accountAdmin: boolean }
  | { variant: string[] }
  | { flag: string }
  | { experiment: { name: string; variants: string[] } }
  | { plan: string[] }
  | { analyticsAccess: boolean }
  | { locale: string[] }
  | { tracking: TrackingState[] }
  | { demoUser: boolean }
  | { predicate: string }
  | { all: Gate[] }
  | { any: Gate[] }
  | { not: Gate };
