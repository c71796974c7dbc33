/**
 * Catalog-wide settings (version, currencies, billing cycles, pricing and trial rules) may sit in
 * any catalog file but must be declared once: the first declaration wins, later ones are
 * reported as duplicates by the check (`catalog/duplicate-setting`).
 */
import { childRef } from '../../core/located';
import type { Ref } from '../../core/types';
import type { CatalogModel, CatalogSettings } from './model';

export type SettingKey = keyof CatalogSettings;

export interface ResolvedSettings {
  values: CatalogSettings;
  /** Where each setting was (first) declared. */
  declaredAt: Partial<Record<SettingKey, Ref>>;
}

export function resolveSettings(model: CatalogModel): ResolvedSettings {
  const values: CatalogSettings = {};
  const declaredAt: Partial<Record<SettingKey, Ref>> = {};
  for (const declared of model.settings) {
    for (const key of Object.keys(declared) as SettingKey[]) {
      if (declaredAt[key]) continue;
      declaredAt[key] = childRef(declared.$at, key);
      Object.assign(values, { [key]: declared[key] });
    }
  }
  return { values, declaredAt };
}
