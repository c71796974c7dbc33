/** Cross-file rules of the app manifest: languages are declared once and sets name known ones. */
import { childRef } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext } from '../../core/types';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import { checkGate } from '../access/checkGate';

/** The other kinds' parts the app check reads (see KindDefinition `reads`). */
export const APP_READS = ['access', 'catalog'] as const satisfies readonly PartName[];
export type AppParts = PartsOf<'app' | (typeof APP_READS)[number]>;

export const APP_RULES: Record<string, string> = {
  'app/default-language-missing': 'The default language is not in the default language set.',
  'app/duplicate-language': 'A language code is declared twice, or listed twice in one set.',
  'app/unknown-language':
    'A language set names a code that `languages.available` does not declare.',
  'app/duplicate-section': '`languages` or `constants` is declared by more than one app document.',
};

export function checkApp(model: AppParts, ctx: CheckContext): void {
  const { languages, sections } = model.app;
  reportDuplicates(ctx, sections, {
    rule: 'app/duplicate-section',
    key: (s) => s.name,
    at: (s) => s.at,
    message: (name) => `\`${name}\` is declared by a second app document`,
    expected: (name) => `\`${name}\` declared by one app document (manifests/app.yaml)`,
    found: 'a second declaration',
    hint: 'Merge the two declarations into one.',
  });
  if (!languages) return;
  const listedOnce = (where: string) => ({
    rule: 'app/duplicate-language',
    message: (code: string) => `Language "${code}" appears twice in \`${where}\``,
    expected: 'each language once',
    hint: 'Remove the second entry.',
  });
  const available = reportDuplicates(ctx, languages.available, {
    ...listedOnce('languages.available'),
    key: (l) => l.code,
    at: (l) => childRef(l.$at, 'code'),
  });
  const codes = [...available.keys()];
  for (const set of ['default', 'alternative', 'development'] as const) {
    const entries = languages.sets[set].map((code, i) => ({
      code,
      at: childRef(languages.$at, 'sets', set, i),
    }));
    reportDuplicates(ctx, entries, {
      ...listedOnce(`languages.sets.${set}`),
      key: (e) => e.code,
      at: (e) => e.at,
    });
    for (const { code, at } of entries) {
      if (available.has(code)) continue;
      ctx.report({
        at,
        rule: 'app/unknown-language',
        message: `Language "${code}" is not declared`,
        expected: 'a code declared under `languages.available`',
        found: JSON.stringify(code),
        hint:
          ctx.didYouMeanHint(code, codes) ??
          'Declare it under `languages.available` with its name key.',
      });
    }
  }
  if (!languages.sets.default.includes(languages.default)) {
    ctx.report({
      at: childRef(languages.$at, 'default'),
      rule: 'app/default-language-missing',
      message: `The default language "${languages.default}" is not in the default set`,
      expected: `one of ${languages.sets.default.join(', ')}`,
      found: JSON.stringify(languages.default),
      hint:
        ctx.didYouMeanHint(languages.default, languages.sets.default) ??
        'product.md#constants-and-limits: the default language is en; add it to `sets.default` or pick one from it.',
    });
  }
  if (languages.alternativeWhen)
    checkGate(languages.alternativeWhen, childRef(languages.$at, 'alternativeWhen'), model, ctx);
}
