/**
 * Tooltip (product.md#screens-and-routes lack-of-permission tooltips, product.md#states-and-transitions first-close tooltip): a WAI-ARIA
 * tooltip from @radix-ui/react-tooltip — shown on hover and on keyboard focus, hidden on Escape
 * or when the pointer or focus leaves, the text the trigger's description (aria-describedby).
 *
 * A disabled control keeps its tooltip: give it `aria-disabled` (not `disabled`, which takes it
 * out of the tab order and stops its pointer events) and stop its action yourself. Only lazy
 * chunks import this folder (eslint.config.js): the library stays off the first page.
 */
import * as Primitive from '@radix-ui/react-tooltip';
import './ui.css';
import type { ReactElement, ReactNode } from 'react';

/** Delay before a tooltip opens on hover (ms); keyboard focus opens it at once. */
const OPEN_DELAY_MS = 300;

export function Tooltip(props: {
  /** What it explains; must stay a single focusable element (a button, a link). */
  children: ReactElement;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled visibility (e.g. a tooltip shown for a while after an action). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Primitive.Provider delayDuration={OPEN_DELAY_MS}>
      <Primitive.Root
        {...(props.open === undefined ? {} : { open: props.open })}
        {...(props.onOpenChange ? { onOpenChange: props.onOpenChange } : {})}
      >
        <Primitive.Trigger asChild>{props.children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content className="ui-tooltip" side={props.side ?? 'top'} sideOffset={6}>
            {props.content}
            <Primitive.Arrow className="ui-tooltip-arrow" />
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
