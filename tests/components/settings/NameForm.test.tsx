import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../runtime/api/request';
import { NameForm } from '../../../runtime/app/settings/NameForm';
import { renderPage } from '../render';

function renderForm(onSave: (name: string) => Promise<unknown>) {
  renderPage(<NameForm label="Organization name" initial="Acme" onSave={onSave} />);
  return screen.getByLabelText('Organization name');
}

describe('name form', () => {
  it('refuses a blank name in the form, without saving', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    const field = renderForm(onSave);
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a name.');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says in words what a refusal of the server means, and clears it on typing', async () => {
    const user = userEvent.setup();
    const field = renderForm(() =>
      Promise.reject(new ApiError(403, { error: 'forbidden', message: 'no' }, 'PATCH', '/x')),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your access does not allow this change.',
    );
    await user.type(field, '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves the trimmed name and then says Saved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    const field = renderForm(onSave);
    await user.clear(field);
    await user.type(field, ' Acme Inc ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(onSave).toHaveBeenCalledWith('Acme Inc');
  });
});
