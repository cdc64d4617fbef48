import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../../../schemas/document.ts';
import type { RecordDocument } from '../../../schemas/records.ts';
import { DocumentsPanel } from '../../../src/records/documents/DocumentsPanel.tsx';
import { english } from '../../helpers/english.ts';
import { multipartFields } from '../helpers/multipart.ts';
import { renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { signIn } from '../helpers/tokens.ts';

const INVOICE: RecordDocument = {
  id: 31,
  title: 'Invoice',
  uploadedDate: '2026-05-02T10:00:00Z',
  uploadedBy: 'Ada Kollie',
  isDeletable: true,
};
const PERMIT: RecordDocument = { ...INVOICE, id: 32, title: 'Permit', isDeletable: false };

function renderPanel(props: { canManageDocuments?: boolean; documents?: RecordDocument[] } = {}) {
  signIn();
  const onChanged = vi.fn();
  renderInAdmin(
    <DocumentsPanel
      resource="stock-updates"
      entityId={12}
      documents={props.documents ?? [INVOICE, PERMIT]}
      canManageDocuments={props.canManageDocuments ?? true}
      onChanged={onChanged}
    />,
  );
  // applyAccept off: a user may pick 'All files' in the browser's dialog.
  return { onChanged, user: userEvent.setup({ applyAccept: false }) };
}

const pdf = (name = 'bill.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('DocumentsPanel', () => {
  it('refuses a file type other than jpeg, jpg, png or pdf', async () => {
    const { user } = renderPanel();
    const input = screen.getByLabelText(/^File/) as HTMLInputElement;
    await user.upload(input, new File(['x'], 'notes.docx'));
    expect(
      screen.getByText('Unsupported file was selected. Please convert to pdf before selecting file.'),
    ).toBeTruthy();
    expect(input.value).toBe('');
    await user.upload(input, new File(['x'], 'PHOTO.JPG'));
    expect(screen.queryByText(/Unsupported file/)).toBeNull();
  });

  it('requires a title and a file', async () => {
    const upload = vi.fn();
    server.use(http.post(api('Document'), upload));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Document title and valid pdf file are required.')).toBeTruthy();
    await user.type(screen.getByLabelText('Document Title'), '   ');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Document title and valid pdf file are required.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads title and file for the record, then reloads it', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(api('Document'), async ({ request }) => {
        sent.push(await multipartFields(request));
        return HttpResponse.json({ id: 40 });
      }),
    );
    const { user, onChanged } = renderPanel();
    await user.type(screen.getByLabelText('Document Title'), 'Bill of lading');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    // jsdom's File loses its bytes and name on the wire; the part and its type are what can be read.
    expect(sent).toEqual([
      {
        entityId: '12',
        entityType: '4',
        title: 'Bill of lading',
        file: expect.stringMatching(/^application\/pdf:/),
      },
    ]);
  });

  it('asks before replacing a document of the same title, and resends with replace=true', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(api('Document'), async ({ request }) => {
        sent.push(await multipartFields(request));
        return HttpResponse.json({ id: 41 });
      }),
    );
    const { user, onChanged } = renderPanel();
    await user.type(screen.getByLabelText('Document Title'), ' invoice ');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Document' });
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'invoice', replace: 'true' });
  });

  it('asks to replace when the server answers that the title is taken, then resends with replace=true', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(api('Document'), async ({ request }) => {
        const fields = await multipartFields(request);
        sent.push(fields);
        if (fields.replace === 'true')
          return HttpResponse.json({ id: 42, message: 'Document successfully replaced.' });
        const message = english('document.duplicateTitle', { title: String(fields.title) });
        return HttpResponse.json({ message, errors: { title: message } }, { status: 400 });
      }),
    );
    // The list the page holds does not show the document yet (uploaded meanwhile by someone else).
    const { user, onChanged } = renderPanel({ documents: [] });
    await user.type(screen.getByLabelText('Document Title'), 'Permit');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Document' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Document successfully replaced.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(sent.map((fields) => fields.replace ?? null)).toEqual([null, 'true']);
  });

  it('refuses a file over the size limit before sending it', async () => {
    const { user } = renderPanel();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    await user.upload(screen.getByLabelText(/^File/), big);
    expect(screen.getByText(DOCUMENT_MESSAGES.tooLarge)).toBeTruthy();
  });

  it('shows the server refusal of an upload', async () => {
    server.use(
      http.post(api('Document'), () => HttpResponse.json({ message: 'The file is empty.' }, { status: 400 })),
    );
    const { user, onChanged } = renderPanel();
    await user.type(screen.getByLabelText('Document Title'), 'Empty');
    await user.upload(screen.getByLabelText(/^File/), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is empty.')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('opens a document in a tab opened first, then sent to the address the server answers', async () => {
    server.use(
      http.get(api('Document/31/EntityType/4/Entity/12'), () =>
        HttpResponse.json({ url: 'https://files.example.org/31?sig=abc' }),
      ),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'View Invoice' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://files.example.org/31?sig=abc'));
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('closes the opened tab and shows the error when the document can not be read', async () => {
    server.use(
      http.get(api('Document/31/EntityType/4/Entity/12'), () => HttpResponse.json({}, { status: 404 })),
    );
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'View Invoice' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(screen.getByText('Something went wrong. Please try again later.')).toBeTruthy();
    open.mockRestore();
  });

  it('deletes only deletable documents, after confirmation', async () => {
    const deleted = vi.fn(() => HttpResponse.json({}));
    server.use(http.delete(api('Document/31/EntityType/4/Entity/12'), deleted));
    const { user, onChanged } = renderPanel();
    expect(screen.queryByRole('button', { name: 'Delete Permit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Document' });
    expect(dialog.textContent).toContain('Note: This action CAN NOT be reverted.');
    expect(deleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('offers no upload without canManageDocuments, but still lists and opens documents', () => {
    renderPanel({ canManageDocuments: false });
    expect(screen.queryByRole('form', { name: 'Upload document' })).toBeNull();
    expect(screen.queryByLabelText('Document Title')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Permit' })).toBeTruthy();
  });
});
