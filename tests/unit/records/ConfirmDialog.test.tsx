import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { stockUpdateWorkflow } from '../../../schemas/workflows/stock-update.ts';
import { t } from '../../../src/i18n/t.ts';
import { actionQuestion, ConfirmDialog } from '../../../src/records/ConfirmDialog.tsx';

function renderDialog(onConfirm: (comment: string) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <ConfirmDialog
      open
      title="Approve Stock Update Request"
      question={actionQuestion(stockUpdateWorkflow, 'Approve')}
      note={t('kit.confirm.irreversible')}
      confirmLabel="Approve"
      withComment
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );
  return { onClose, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks the question with the irreversible note and hands over the trimmed comment', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = renderDialog(onConfirm);
    const dialog = screen.getByRole('dialog', { name: 'Approve Stock Update Request' });
    expect(dialog.textContent).toContain('Are you sure you want to approve this stock update request?');
    expect(dialog.textContent).toContain('Note: This action CAN NOT be reverted.');
    await user.type(screen.getByLabelText('Comment (optional)'), '  checked the tickets  ');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledWith('checked the tickets');
  });

  it('confirms without a comment, and Go back does not confirm', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user, onClose } = renderDialog(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('shows a refusal in the dialog with the catalogue reading, and is busy meanwhile', async () => {
    let refuse: (e: unknown) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise((_, reject) => (refuse = reject)));
    const { user } = renderDialog(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    refuse(new HttpError('x', 400, { message: 'This stock update request is already approved.' }));
    expect(await screen.findByText('This stock update request is already approved.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('offers the way out first, with the focus, so Enter never confirms by accident', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { user } = renderDialog(onConfirm);
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Go back', 'Approve']);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Go back'));
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
