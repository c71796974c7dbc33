/**
 * A page holding each primitive of runtime/app/ui as a feature would use it, built and opened by
 * tests/e2e/primitives.e2e.test.ts: the behaviour the library promises (focus trap, Escape,
 * return focus, arrow keys, tooltips on disabled buttons) checked in a real browser, with axe.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../runtime/app/styles/app.css';
import { Accordion } from '../../../runtime/app/ui/Accordion';
import { Dialog } from '../../../runtime/app/ui/Dialog';
import { Tooltip } from '../../../runtime/app/ui/Tooltip';

function Gallery() {
  const [dialog, setDialog] = useState(false);
  const [section, setSection] = useState<string | undefined>('install');
  const [skipped, setSkipped] = useState(false);
  return (
    <main>
      <h1>UI primitives</h1>
      <button type="button" onClick={() => setDialog(true)}>
        Skip the guide
      </button>
      <p role="status">{skipped ? 'Guide skipped' : ''}</p>
      <Dialog
        open={dialog}
        onOpenChange={setDialog}
        title="Skip the getting-started guide?"
        description="You can open it again from the help menu."
        closeLabel="Close"
        actions={
          <>
            <button type="button" onClick={() => setDialog(false)}>
              Keep the guide
            </button>
            <button
              type="button"
              onClick={() => {
                setSkipped(true);
                setDialog(false);
              }}
            >
              Skip
            </button>
          </>
        }
      />
      <h2>Steps</h2>
      <Accordion
        open={section}
        onOpenChange={setSection}
        sections={[
          { id: 'install', title: 'Install the tracking code', content: <p>Paste the snippet.</p> },
          { id: 'survey', title: 'Create a survey', content: <p>Pick a template.</p> },
          { id: 'invite', title: 'Invite your team', content: <p>Send invitations.</p> },
        ]}
      />
      <h2>Feedback</h2>
      <Tooltip content="You need the permission to create feedback widgets.">
        <button type="button" aria-disabled="true" onClick={(e) => e.preventDefault()}>
          Create a widget
        </button>
      </Tooltip>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Gallery />
  </StrictMode>,
);
