/**
 * The viewer's words for the semantic layer: measure names from their translation keys, and a
 * dimension's values — declared labels first, then countries and languages by Intl's own names
 * in the viewer's language, page addresses by their path, unset values as "(not set)".
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DimensionDeclaration } from '../../../contracts/analysis';
import { pagePath } from '../../rules/analysis/pagePath';
import type { Labels } from './widgetData';

const displayNames = new Map<string, Intl.DisplayNames | null>();

function intlName(locale: string, type: 'region' | 'language', code: string): string | undefined {
  const key = `${locale}:${type}`;
  if (!displayNames.has(key)) {
    try {
      displayNames.set(key, new Intl.DisplayNames([locale], { type }));
    } catch {
      displayNames.set(key, null);
    }
  }
  try {
    return displayNames.get(key)?.of(type === 'region' ? code.toUpperCase() : code) ?? undefined;
  } catch {
    return undefined;
  }
}

const PAGE_FIELDS = new Set(['page', 'entryPage', 'exitPage', 'referrer']);

export function useLabels(): Labels {
  const { t, i18n } = useTranslation(['measures', 'reports']);
  const locale = i18n.language;
  return useMemo(
    () => ({
      measure: (m) => t(m.label),
      value: (d: DimensionDeclaration, value: string | null) => {
        if (value === null || value === '') return t(d.none ?? 'measures:values.none');
        const declared = d.values?.[value];
        if (declared) return t(declared);
        if (d.field === 'country') return intlName(locale, 'region', value) ?? value;
        if (d.field === 'language') return intlName(locale, 'language', value) ?? value;
        if (d.field && PAGE_FIELDS.has(d.field) && d.field !== 'referrer') return pagePath(value);
        return value;
      },
      previousPeriod: t('reports:page.previous-period'),
    }),
    [t, locale],
  );
}
