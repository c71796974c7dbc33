/**
 * Language selector (product.md#screens-and-routes top bar, product.md#roles-and-permissions, product.md#errors, product.md#constants-and-limits): the languages offered to this account (the
 * default or alternative set as the app manifest decides, plus the development ones outside
 * production: runtime/rules/languages/offeredLanguages.ts); choosing one saves
 * it for the user (`updateUserLocale`) and then switches the interface. A failure shows the
 * danger toast profile:language.update-error (declared on the endpoint, raised by the API layer)
 * and leaves the language as it was. Demo users' changes apply locally only (product.md#roles-and-permissions).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeys, updateUserLocale } from '../../../../generated/api/client';
import type { SessionInfo } from '../../../../generated/types';
import { offeredLanguages } from '../../../rules/languages/offeredLanguages';
import { rememberLanguage } from '../../core/i18n';
import { useSignedIn } from '../context';
import type { MenuTranslate } from './MenuEntry';

/**
 * `t` is the shell's (new on a language change, so this re-renders); `i18n` the render's
 * instance (the app's one in the browser, the request's on the server).
 */
export function LanguageSelector({ label, t }: { label: string; t: MenuTranslate }) {
  const { session, settings, bundles, gateContext } = useSignedIn();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const current = i18n.language;
  const languages = settings
    ? offeredLanguages(
        bundles.languages,
        gateContext,
        bundles.access,
        settings.developmentLanguages,
      )
    : [current];
  const apply = (locale: string) => {
    void i18n.changeLanguage(locale);
    rememberLanguage(locale);
  };
  const [saving, setSaving] = useState(false);

  const choose = (locale: string) => {
    if (locale === current || saving) return;
    if (session.user.isDemoUser) return apply(locale);
    setSaving(true);
    updateUserLocale({ userId: session.user.id, body: { locale } })
      .then(() => {
        apply(locale);
        queryClient.setQueryData<SessionInfo>(apiKeys.getCurrentUser(), (s) =>
          s ? { ...s, user: { ...s.user, locale } } : s,
        );
      })
      // The endpoint's failure policy already showed the danger toast; nothing changes.
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <select
      className="language-selector"
      aria-label={label}
      value={languages.includes(current) ? current : ''}
      // Not `disabled` while saving: a disabled select drops the keyboard focus to the page's
      // start. Changes are ignored until the save answers (the value stays the current one).
      aria-busy={saving || undefined}
      onChange={(e) => choose(e.target.value)}
    >
      {languages.includes(current) ? null : <option value="">{current}</option>}
      {languages.map((code) => (
        <option key={code} value={code}>
          {t(`app:languages.${code}`, { defaultValue: code })}
        </option>
      ))}
    </select>
  );
}
