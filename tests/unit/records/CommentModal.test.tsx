import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RecordComment } from '../../../schemas/records.ts';
import { CommentModal } from '../../../src/records/comments/CommentModal.tsx';
import type { CommentMode } from '../../../src/records/comments/commentsApi.ts';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { signIn } from '../helpers/tokens.ts';

const COMMENT: RecordComment = {
  id: 5,
  submitter: 'Ada Kollie',
  text: 'Tickets attached.',
  submittedDate: '2026-05-02T10:00:00Z',
  edited: false,
  isEditable: true,
  isDeletable: true,
};

function renderModal(mode: CommentMode) {
  signIn();
  const onClose = vi.fn();
  renderInAdmin(
    <CommentModal
      owner={{ resource: 'stock-updates', entityId: 12 }}
      mode={mode}
      comment={COMMENT}
      open
      onClose={onClose}
    />,
  );
  return { onClose, user: userEvent.setup() };
}

describe('CommentModal', () => {
  it("add: refuses an empty or blank comment with 'Comment is required.'", async () => {
    const post = vi.fn();
    server.use(http.post(api('StockUpdate/Comments'), post));
    const { user } = renderModal('add');
    expect(screen.getByRole('dialog', { name: 'Add Comment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Comment is required.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Comment is required.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("add: sends the trimmed text, shows the server's message, and closing asks for a reload", async () => {
    let body: unknown;
    server.use(
      http.post(api('StockUpdate/Comments'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Comment successfully added.' });
      }),
    );
    const { user, onClose } = renderModal('add');
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), '  Please attach the tickets.  ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Comment successfully added.')).toBeTruthy();
    expect(body).toEqual({ entityId: 12, text: 'Please attach the tickets.' });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('edit: starts from the text and sends the comment id', async () => {
    let body: unknown;
    server.use(
      http.put(api('StockUpdate/Comments'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Comment successfully updated.' });
      }),
    );
    const { user } = renderModal('edit');
    const box = screen.getByRole('textbox', { name: /Comment/ }) as HTMLTextAreaElement;
    expect(box.value).toBe('Tickets attached.');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Comment is required.')).toBeTruthy();
    await user.type(box, 'Tickets 1-4 attached.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Comment successfully updated.')).toBeTruthy();
    expect(body).toEqual({ entityId: 12, commentId: 5, text: 'Tickets 1-4 attached.' });
  });

  it('delete: asks, calls DELETE {path}/{id}/Comments/{commentId}, shows the message', async () => {
    const deleted = vi.fn(() => HttpResponse.json({ message: 'Comment successfully deleted.' }));
    server.use(http.delete(api('StockUpdate/12/Comments/5'), deleted));
    const { user, onClose } = renderModal('delete');
    expect(screen.getByRole('dialog', { name: 'Delete Comment' }).textContent).toContain('Tickets attached.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment successfully deleted.')).toBeTruthy();
    expect(deleted).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('closing without a change does not ask for a reload; a refusal shows in the modal', async () => {
    server.use(
      http.post(api('StockUpdate/Comments'), () =>
        HttpResponse.json({ message: 'This stock update request is already approved.' }, { status: 400 }),
      ),
    );
    const { user, onClose } = renderModal('add');
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Late note');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This stock update request is already approved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(false));
  });
});
