import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import AiGoalPage from '../../../runtime/app/surveyTemplates/AiGoalPage';
import { renderPage } from '../render';

const MAX = 400;

function renderGoal(allowed = true) {
  // What the page reads of the scope: the site, the goal's limit and the user's permissions.
  const state = {
    site: { id: 7, organization: { id: 1, access: 'admin' } },
    bundles: { access: {}, constants: { limits: { aiGoalMaxChars: MAX }, aiGoalPresets: [] } },
    gateContext: { permissions: allowed ? ['surveys-create'] : [] },
  } as unknown as SignedInState;
  renderPage(
    <SignedInContext.Provider value={state}>
      <AiGoalPage />
    </SignedInContext.Provider>,
  );
  return {
    goal: screen.getByLabelText('Your goal'),
    counter: screen.getByTestId('ai-goal-counter'),
    submit: screen.getByRole('button', { name: 'Create survey' }) as HTMLButtonElement,
  };
}

describe('AI goal page', () => {
  it('counts the goal against its limit and allows a submit only within it', async () => {
    const user = userEvent.setup();
    const { goal, counter, submit } = renderGoal();
    expect(submit.disabled).toBe(true);
    await user.type(goal, 'Why do people leave?');
    expect(counter.textContent).toBe(`20/${MAX}`);
    expect(submit.disabled).toBe(false);
    fireEvent.change(goal, { target: { value: 'x'.repeat(MAX + 1) } });
    expect(counter.textContent).toContain(`${MAX + 1}/${MAX}`);
    expect(counter.dataset.over).toBe('true');
    expect(goal.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
  });

  it('keeps a blank goal from being submitted', async () => {
    const user = userEvent.setup();
    const { goal, submit } = renderGoal();
    await user.type(goal, '   ');
    expect(submit.disabled).toBe(true);
  });

  it('keeps the submit off without the permission to create surveys', async () => {
    const user = userEvent.setup();
    const { goal, submit } = renderGoal(false);
    await user.type(goal, 'Why do people leave?');
    expect(submit.disabled).toBe(true);
  });
});
