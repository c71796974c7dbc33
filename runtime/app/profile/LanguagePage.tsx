/**
 * `/profile/language` (profile.language; product.md#screens-and-routes "Profile items", product.md#errors language update failure):
 * the top bar's language selector itself (signedIn/shell/LanguageSelector.tsx), so there is one
 * implementation of choosing a language — the offered set, the save for the user, the danger
 * toast profile:language.update-error, demo users' local-only change (product.md#roles-and-permissions).
 */
import { useTranslation } from 'react-i18next';
import { LanguageSelector } from '../signedIn/shell/LanguageSelector';
import type { MenuTranslate } from '../signedIn/shell/MenuEntry';
import './profile.css';

export default function LanguagePage() {
  const { t } = useTranslation(['profile', 'app', 'nav', 'shell']);
  return (
    <section className="profile-page" aria-labelledby="profile-language-title">
      <h1 id="profile-language-title">{t('profile:language.heading')}</h1>
      <p className="profile-muted">{t('profile:language.intro')}</p>
      <div className="profile-field">
        <span aria-hidden="true">{t('profile:language.label')}</span>
        <LanguageSelector label={t('profile:language.label')} t={t as unknown as MenuTranslate} />
      </div>
    </section>
  );
}
