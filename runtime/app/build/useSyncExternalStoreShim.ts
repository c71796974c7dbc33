/**
 * Stand-in for `use-sync-external-store/shim` (imported by react-i18next), wired by an alias in
 * vite.config.ts. The shim exists for React < 18; on React 18+ it hands out React's own hook, so
 * this is the same function without the ~0.6 KB gzip of fallback code on the first page.
 */
export { useSyncExternalStore } from 'react';
