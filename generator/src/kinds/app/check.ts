/** Cross-file rules of the app manifest: languages are declared once and sets name known ones. */
import { childRef } from '../../core/located';
import type { Model } from '../../core/model';
import type { CheckContext, Ref } from '../../core/types';

export const APP_RULES: Record<string, string> = {
  'app/default-language-missing': 'The default language is not in the default language set.',
  'app/duplicate-language': 'A language code is declared twice, or listed twice in one set.',
  'app/unknown-language':
    'A language set names a code that `languages.available` does not declare.',
  'app/duplicate-section': '`languages` or `constants` is declared by more than one app document.',
};

export function checkApp(model: Model, ctx: CheckContext): void {
  const { languages, redeclared } = model.app;
  for (const r of redeclared) {
    ctx.report({
      at: r.at,
      rule: 'app/duplicate-section',
      message: `\`${r.section}\` is declared by a second app document`,
      expected: `\`${r.section}\` declared by one app document (manifests/app.yaml)`,
      found: 'a second declaration',
      hint: 'Merge the two declarations into one.',
      related: [r.first],
    });
  }
  if (!languages) return;
  const first = new Map<string, Ref>();
  for (const language of languages.available) {
    const at = childRef(language.$at, 'code');
    const earlier = first.get(language.code);
    if (earlier) duplicate(language.code, at, earlier, 'languages.available', ctx);
    else first.set(language.code, at);
  }
  const codes = [...first.keys()];
  for (const set of ['default', 'alternative', 'development'] as const) {
    const seen = new Map<string, Ref>();
    languages.sets[set].forEach((code, i) => {
      const at = childRef(languages.$at, 'sets', set, i);
      const earlier = seen.get(code);
      if (earlier) duplicate(code, at, earlier, `languages.sets.${set}`, ctx);
      seen.set(code, at);
      if (!first.has(code)) {
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
    });
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
        'Spec §9: the default language is en; add it to `sets.default` or pick one from it.',
    });
  }
}

function duplicate(code: string, at: Ref, earlier: Ref, where: string, ctx: CheckContext): void {
  ctx.report({
    at,
    rule: 'app/duplicate-language',
    message: `Language "${code}" appears twice in \`${where}\``,
    expected: 'each language once',
    found: JSON.stringify(code),
    hint: 'Remove the second entry.',
    related: [earlier],
  });
}
