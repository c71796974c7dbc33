/**
 * A link that a missing permission disables with the lack-of-permission tooltip (product.md#roles-and-permissions/product.md#errors):
 * the disabled form keeps focus (aria-disabled) so the tooltip is reachable by keyboard.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LazyTooltip } from '../ui/LazyTooltip';

export function GatedLink(props: {
  to: string;
  allowed: boolean;
  tooltip: string;
  className: string;
  children: ReactNode;
  onClick?: () => void;
}) {
  if (props.allowed)
    return (
      <Link className={props.className} to={props.to} onClick={props.onClick}>
        {props.children}
      </Link>
    );
  return (
    <LazyTooltip content={props.tooltip}>
      <button
        type="button"
        className={props.className}
        aria-disabled="true"
        onClick={(e) => e.preventDefault()}
      >
        {props.children}
      </button>
    </LazyTooltip>
  );
}
