/**
 * The persona preview's side of the signed-in scope, loaded only for a session
 * that allows previews: it reads the persona this tab stored (previewStore.ts) and hands the
 * scope what to read instead — the session's variant, permissions and flags, the gate context
 * and the language — plus the toolbar. Nothing here reaches the server: every API call still
 * runs as the real user (tests/server/previewAuthorization.test.ts).
 */
import { useMemo, type ReactNode } from 'react';
import type { SessionInfo } from '../../../generated/types';
import type { ScopeOverride } from '../signedIn/context';
import { previewGateContext, previewSession } from './persona';
import { usePreviewPersona } from './previewStore';
import PreviewToolbar from './PreviewToolbar';

export default function PreviewScope(props: {
  session: SessionInfo;
  render(override: ScopeOverride): ReactNode;
}) {
  const { session, render } = props;
  const persona = usePreviewPersona(true);
  const override = useMemo<ScopeOverride>(
    () => ({
      ...(persona ? { session: previewSession(session, persona) } : {}),
      gateContext: (real) => (persona ? previewGateContext(real, persona) : real),
      ...(persona?.locale ? { locale: persona.locale } : {}),
      toolbar: <PreviewToolbar />,
    }),
    [session, persona],
  );
  return render(override);
}
