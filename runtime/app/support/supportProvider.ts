/**
 * How "get help" reaches support (product.md#screens-and-routes "Help menu: get help", product.md#calls "A chatbot embed
 * starts with user name, email, site id"). A provider draws the support surface for a request
 * that carries exactly product.md#calls's parameters. The default — the only one built — is the in-app
 * contact form (ContactFormDialog.tsx: stored by the server and mailed to support). A chatbot
 * vendor is another provider: a `Surface` that loads the vendor's embed script and starts it
 * with `request.name`, `request.email` and `request.siteId`, added to SUPPORT_PROVIDERS and
 * chosen in DEFAULT_SUPPORT_PROVIDER (or, later, by a setting of GET /api/v1/settings). No
 * vendor is faked here: none is configured.
 */
import { lazy, type ComponentType } from 'react';

/** product.md#calls's chatbot parameters, from the signed-in session. */
export interface SupportRequest {
  name: string;
  email: string;
  /** The site the user is on, or null on pages without one. */
  siteId: number | null;
  siteName: string | null;
}

export interface SupportSurfaceProps {
  request: SupportRequest;
  /** The user is done (closed it, or it finished): the opener unmounts the surface. */
  onClose(): void;
}

export interface SupportProvider {
  id: string;
  Surface: ComponentType<SupportSurfaceProps>;
}

export const SUPPORT_PROVIDERS: Record<string, SupportProvider> = {
  'contact-form': {
    id: 'contact-form',
    Surface: lazy(() => import('./ContactFormDialog')),
  },
};

export const DEFAULT_SUPPORT_PROVIDER = 'contact-form';
