/**
 * Modal dialog (product.md#screens-and-routes skip-confirmation modal, tracking-code modal, video cards):
 * a WAI-ARIA modal dialog from @radix-ui/react-dialog — the focus moves in and is trapped there,
 * Escape or the close button closes it, the focus returns to what had it before, the rest of the
 * page is inert for assistive technology and does not scroll. Its title is required (the
 * dialog's accessible name); the description, when given, is read with it.
 *
 * Only lazy chunks import this folder (eslint.config.js): the library stays off the first page.
 */
import * as Primitive from '@radix-ui/react-dialog';
import './ui.css';
import { useRef, type ReactNode } from 'react';

export function Dialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The close button's accessible name, translated by the caller. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the bottom (confirm, cancel …). */
  actions?: ReactNode;
}) {
  // The library returns the focus to its own Trigger only; callers open it from anywhere (a
  // button, a menu item, a timer), so the element that had the focus is remembered here.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Primitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="ui-dialog-overlay" />
        <Primitive.Content
          className="ui-dialog"
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          {...(props.description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="ui-dialog-header">
            <Primitive.Title className="ui-dialog-title">{props.title}</Primitive.Title>
            <Primitive.Close className="ui-dialog-close" aria-label={props.closeLabel}>
              <span aria-hidden="true">×</span>
            </Primitive.Close>
          </div>
          {props.description ? (
            <Primitive.Description className="ui-dialog-description">
              {props.description}
            </Primitive.Description>
          ) : null}
          {props.children}
          {props.actions ? <div className="ui-dialog-actions">{props.actions}</div> : null}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
