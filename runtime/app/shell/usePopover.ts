/**
 * Open/close state of a top-bar popover (the site selector; the help and account menus are
 * @radix-ui/react-dropdown-menu menus, shell/MenuPanel.tsx): closes on Escape (focus
 * back on the trigger), on a click outside, when the focus moves outside (Tab past its end), and
 * when the page changes. `close()` is for a choice made inside: the panel goes away with the
 * focused element, so the focus goes back to the trigger instead of falling to the page's start.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function usePopover<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const root = useRef<T>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return { open, setOpen, close, toggle: () => setOpen((o) => !o), root, trigger };
}
