/**
 * What the help menu's `open-chat` action mounts (signedIn/popovers/MenuPanel.tsx): the support
 * surface of the configured provider (supportProvider.ts), started with the user's name, e-mail
 * and current site (product.md#calls). A lazy chunk of its own: nothing of support weighs on the first page.
 */
import { Suspense } from 'react';
import { useSignedIn } from '../signedIn/context';
import { DEFAULT_SUPPORT_PROVIDER, SUPPORT_PROVIDERS } from './supportProvider';

export default function SupportLauncher({ onClose }: { onClose(): void }) {
  const { session, site } = useSignedIn();
  const provider = SUPPORT_PROVIDERS[DEFAULT_SUPPORT_PROVIDER]!;
  const request = {
    name: session.user.name,
    email: session.user.email,
    siteId: site?.id ?? null,
    siteName: site?.name ?? null,
  };
  return (
    <Suspense fallback={null}>
      <provider.Surface request={request} onClose={onClose} />
    </Suspense>
  );
}
