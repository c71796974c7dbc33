/**
 * The register form behind "Sign up with email instead" when the page leads with Google
 * (rules/signupMethod.ts). A native disclosure: the server draws the form inside it, so it opens
 * before the scripts run too (the form then posts without them), and by keyboard.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EmailDisclosure(props: { collapsed: boolean; children: ReactNode }) {
  const { t } = useTranslation('forms');
  if (!props.collapsed) return <>{props.children}</>;
  return (
    <details className="email-disclosure">
      <summary className="button-secondary">{t('forms:register.email-instead')}</summary>
      {props.children}
    </details>
  );
}
