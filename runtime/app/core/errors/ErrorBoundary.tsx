/**
 * Catches render errors of what it wraps (product.md#errors): reports them, fires the tracking event,
 * shows the danger toast with a retry, and renders a short notice with the same retry in place
 * of the broken part. Moving to another page clears the error.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reportRenderError } from './reportRenderError';

interface Props {
  children: ReactNode;
  resetKey: string;
}

class Boundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown render error') };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    reportRenderError(error, this.retry);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.retry();
  }

  retry = () => this.setState({ error: undefined });

  override render() {
    if (this.state.error) return <ErrorNotice onRetry={this.retry} />;
    return this.props.children;
  }
}

export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['common', 'shell'], { useSuspense: false });
  return (
    <div className="error-notice">
      <p>{t('common:errors.default')}</p>
      <button type="button" onClick={onRetry}>
        {t('shell:error.retry')}
      </button>
    </div>
  );
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
