/**
 * One button of an empty state from the engine's ButtonView: a route becomes a link, an action a
 * button; hidden renders nothing; disabled keeps focus (aria-disabled, product.md#screens-and-routes/product.md#roles-and-permissions "disabled with
 * the lack-of-permission tooltip", the tooltip reachable by keyboard — ui/Tooltip.tsx) and does
 * nothing when activated.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ButtonView } from '../../rules/emptyStates/evaluateEmptyState';
import { LazyTooltip } from '../ui/LazyTooltip';
import { ctaPath } from '../signedIn/guides/state/ctaPath';

const STYLE = {
  primary: 'button-primary',
  secondary: 'button-secondary',
  link: 'link-button',
};

export function CtaButton(props: {
  view: ButtonView;
  siteId: number;
  run: (action: string) => void;
  busy?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('empty-states');
  const { view } = props;
  if (view.state === 'hidden') return null;
  const { cta } = view;
  const className = [STYLE[cta.style ?? 'primary'], props.className].filter(Boolean).join(' ');
  const content = props.children ?? t(cta.label);
  if (view.state === 'disabled') {
    const button = (
      <button
        type="button"
        className={className}
        aria-disabled="true"
        onClick={(e) => e.preventDefault()}
      >
        {content}
      </button>
    );
    return view.tooltip ? <LazyTooltip content={t(view.tooltip)}>{button}</LazyTooltip> : button;
  }
  const path = cta.route ? ctaPath(cta, { siteId: props.siteId }) : undefined;
  if (path)
    return (
      <Link className={className} to={path}>
        {content}
      </Link>
    );
  return (
    <button
      type="button"
      className={className}
      aria-busy={props.busy || undefined}
      aria-disabled={props.busy || undefined}
      onClick={() => !props.busy && cta.action && props.run(cta.action)}
    >
      {content}
    </button>
  );
}
