import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Survey } from '../../../generated/types';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import { toEditable } from '../../../runtime/app/surveys/surveyDraft';
import { SurveyQuestionsForm } from '../../../runtime/app/surveys/SurveyQuestionsForm';
import { useSurveyChanges } from '../../../runtime/app/surveys/useSurveyChanges';
import { badRequest, renderPage, type Answer } from '../render';

const SURVEY: Survey = {
  id: 4,
  siteId: 7,
  name: 'Checkout',
  status: 'draft',
  questions: [{ type: 'open-text', text: 'What stopped you?' }],
  templateSurveyId: null,
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
  launchedAt: null,
};
const PUT = 'PUT /api/v1/sites/7/surveys/4';

/** The editor page's wiring of the form: a draft, its unsaved state, and the save. */
function Editor() {
  const [draft, setDraft] = useState(() => toEditable(SURVEY));
  const [dirty, setDirty] = useState(false);
  const changes = useSurveyChanges(SURVEY, {
    current: draft,
    dirty,
    clean: () => setDirty(false),
  });
  return (
    <>
      <p data-testid="dirty">{dirty ? 'unsaved' : 'clean'}</p>
      <SurveyQuestionsForm
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setDirty(true);
        }}
        onSave={() => changes.save.mutate()}
        error={changes.error}
        busy={changes.busy}
      />
    </>
  );
}

function renderEditor(answer: Answer | ((body: unknown) => Answer)) {
  const state = { session: { user: { id: 1 } } } as SignedInState;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <Editor />
    </SignedInContext.Provider>,
    { handlers: { [PUT]: answer, 'POST /api/v1/events': { status: 204 } } },
  );
}

const saved = (body: unknown): Answer => ({ body: { ...SURVEY, ...(body as object) } });

describe('survey questions editor', () => {
  it('adds, edits and removes questions and saves what is left', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditor(saved);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(within(second).getByLabelText('Question'), 'Anything else?');
    expect(screen.getByTestId('dirty').textContent).toBe('unsaved');
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.queryByRole('group', { name: 'Question 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('dirty').textContent).toBe('clean'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Checkout',
      questions: [{ type: 'open-text', text: 'Anything else?' }],
    });
  });

  it('says a refused question under that question', async () => {
    const user = userEvent.setup();
    renderEditor(badRequest('questions/1/text'));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const second = screen.getByRole('group', { name: 'Question 2' });
    expect((await within(second).findByRole('alert')).textContent).toBe(
      'Enter the question, at most 500 characters.',
    );
    const first = screen.getByRole('group', { name: 'Question 1' });
    expect(within(first).queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('dirty').textContent).toBe('unsaved');
  });

  it('marks the name when the server refuses it', async () => {
    const user = userEvent.setup();
    renderEditor(badRequest('name'));
    await user.clear(screen.getByLabelText('Survey name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter a name of at most 120 characters.',
    );
    expect(screen.getByLabelText('Survey name').getAttribute('aria-invalid')).toBe('true');
  });
});
