import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { RecordComment } from '../../../schemas/records.ts';
import { CommentsPanel } from '../../../src/records/comments/CommentsPanel.tsx';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { signIn } from '../helpers/tokens.ts';

const comment = (id: number, text: string, flags: Partial<RecordComment> = {}): RecordComment => ({
  id,
  submitter: 'Ada Kollie',
  text,
  submittedDate: '2026-05-02T10:00:00Z',
  edited: false,
  isEditable: false,
  isDeletable: false,
  ...flags,
});

function renderPanel(canAdd: boolean) {
  signIn();
  const onChanged = vi.fn();
  renderInAdmin(
    <CommentsPanel
      resource="stock-updates"
      entityId={12}
      canAdd={canAdd}
      comments={[
        comment(1, 'Mine', { isEditable: true, isDeletable: true, edited: true }),
        comment(2, 'Theirs'),
      ]}
      onChanged={onChanged}
    />,
  );
  return { onChanged, user: userEvent.setup() };
}

describe('CommentsPanel', () => {
  it("offers edit and delete per comment flags, and 'Add Comment' only when allowed", () => {
    renderPanel(false);
    expect(screen.queryByRole('button', { name: 'Add Comment' })).toBeNull();
    const [mine, theirs] = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(mine.textContent).toContain('(edited)');
    expect(within(mine).getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Delete comment' })).toBeTruthy();
    expect(within(theirs).queryByRole('button')).toBeNull();
  });

  it('reloads the record once the success message is closed', async () => {
    server.use(
      http.post(api('StockUpdate/Comments'), () =>
        HttpResponse.json({ message: 'Comment successfully added.' }),
      ),
    );
    const { user, onChanged } = renderPanel(true);
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Noted');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Comment successfully added.');
    expect(onChanged).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });
});
