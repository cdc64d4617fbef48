import WidgetsIcon from '@mui/icons-material/Widgets';
import { MenuItem, TextField } from '@mui/material';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useFormContext } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import type { Workflow } from '../../../schemas/workflows/types.ts';
import type { AppKey } from '../../../src/i18n/t.ts';
import { workflowAction } from '../../../src/providers/recordMethods.ts';
import { RESOURCE_CONFIGS } from '../../../src/providers/resourceConfigs.ts';
import { savedMessage } from '../../../src/records/form/usePendingDocuments.ts';
import { recordResource } from '../../../src/records/recordResource.ts';
import { defineForm, type PartProps, type RecordDeclaration } from '../../../src/records/types.ts';
import { recordViews } from '../../../src/records/views.tsx';
import { multipartFields } from '../helpers/multipart.ts';
import { currentAddress, renderInAdmin } from '../helpers/renderInAdmin.tsx';
import { api, server } from '../helpers/server.ts';
import { signIn } from '../helpers/tokens.ts';

// A record type that exists only here, written as a new one would be: a workflow, a data provider
// config line, a resource and a declaration with one own part. Everything else is the kit's.

const gizmoWorkflow = {
  record: 'Gizmo',
  label: 'gizmo request',
  detailRoute: '/gizmo-detail/:id',
  readers: ['R500'],
  create: { grants: [], for: 'importer' },
  initial: 'New',
  states: {
    New: { code: 0, label: 'New', word: 'new', open: true, tile: true },
    Approved: { code: 10, label: 'Approved', word: 'approved', open: false, tile: true },
    Cancelled: { code: 20, label: 'Cancelled', word: 'cancelled', open: false, tile: false },
  },
  actions: {
    Approve: {
      code: 10,
      name: 'Approve',
      past: 'approved',
      transitions: { New: 'Approved' },
      grants: {},
      effects: [],
    },
    Cancel: {
      code: 20,
      name: 'Cancel',
      past: 'cancelled',
      transitions: { New: 'Cancelled' },
      grants: {},
      effects: [],
    },
  },
  edit: { states: ['New'], grants: [] },
  documents: { states: ['New'], grants: [] },
  comments: { states: ['New'] },
  flags: { canCancel: 'Cancel', canApprove: 'Approve' },
} satisfies Workflow;

interface Gizmo {
  id: number;
  name: string;
  status: string;
  canApprove: boolean;
  canCancel: boolean;
  isEditable: boolean;
}

const gizmos = recordResource({
  name: 'gizmos',
  icon: WidgetsIcon,
  recordRepresentation: (record) => String(record.name),
  routes: {
    list: '/gizmos/list',
    show: gizmoWorkflow.detailRoute,
    create: '/create-gizmo',
    edit: '/edit-gizmo/:id',
  },
  declaration: async () => ({ default: declaration }),
});

/** An own part: it gets the record and the page's reload. */
const Weight = ({ record, reload }: PartProps<Gizmo>) => (
  <button type="button" onClick={reload}>{`Weigh ${record.name}`}</button>
);

/** The Approve dialog's extra input, checked by its schema before the call. */
const Priority = ({
  values,
  errors,
  onChange,
}: {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  onChange(v: Record<string, unknown>): void;
}) => (
  <TextField
    select
    label="Priority"
    value={String(values.priority ?? '')}
    error={!!errors.priority}
    helperText={errors.priority}
    onChange={(event) => onChange({ ...values, priority: Number(event.target.value) })}
  >
    <MenuItem value="0">Low</MenuItem>
    <MenuItem value="2">High</MenuItem>
  </TextField>
);

function NameField() {
  const { register } = useFormContext<{ name: string }>();
  return <TextField label="Name" {...register('name')} />;
}

/** The test's own record type is in no catalogue: its texts read as they are written. */
const k = (text: string) => text as AppKey;

const declaration: RecordDeclaration<Gizmo, Gizmo> = {
  resource: gizmos,
  texts: {
    list: k('Gizmos'),
    show: k('Gizmo Detail'),
    create: k('Create Gizmo'),
    edit: k('Edit Gizmo'),
    dialogTitle: k('Gizmo'),
  },
  list: {
    search: { key: 'name', label: k('Name') },
    filters: [],
    searchSchema: yup.object({ name: yup.string() }),
    card: { title: (row) => row.name, status: (row) => row.status, fields: [] },
  },
  show: {
    information: { title: k('Gizmo Information'), fields: [{ label: k('Name'), value: (r) => r.name }] },
    sections: ['information', Weight, 'actions'],
  },
  actions: {
    workflow: gizmoWorkflow,
    ui: {
      Approve: {
        Inputs: Priority,
        initialInputs: () => ({}),
        inputsSchema: yup.object({ priority: yup.number().required('Priority is required.') }),
      },
      Cancel: { after: 'list', confirmLabel: k('Cancel gizmo'), danger: true },
    },
  },
  form: defineForm<null, null, null, { name: string }, { name: string }>({
    label: k('Gizmo form'),
    schema: { create: yup.object({ name: yup.string().required('Name is required.') }), edit: yup.object() },
    createOptions: () => null,
    editOptions: () => null,
    createValues: () => ({ name: '' }),
    editValues: () => ({ name: '' }),
    toPayload: (valid) => valid,
    Fields: NameField,
    documents: true,
  }),
};
const views = recordViews(declaration);
const CreateGizmo = views.create!;

beforeAll(() => {
  RESOURCE_CONFIGS.gizmos = {
    path: 'Gizmo',
    documentType: 3,
    creationInfo: { method: 'GET', path: 'Gizmo/CreationInfo' },
    action: workflowAction(gizmoWorkflow, 'Actions', { id: 'gizmoId', code: 'actionCode' }),
  };
});
afterAll(() => {
  delete RESOURCE_CONFIGS.gizmos;
});

const gizmo = (overrides: Partial<Gizmo> = {}): Gizmo => ({
  id: 5,
  name: 'Sprocket',
  status: 'New',
  canApprove: true,
  canCancel: true,
  isEditable: false,
  ...overrides,
});

function serveGizmo(...answers: Gizmo[]) {
  const actions: unknown[] = [];
  let reads = 0;
  server.use(
    http.get(api('Gizmo/5'), () => HttpResponse.json(answers[Math.min(reads++, answers.length - 1)])),
    http.post(api('Gizmo/Actions'), async ({ request }) => {
      actions.push(await request.json());
      return HttpResponse.json({ message: 'Gizmo successfully done.' });
    }),
  );
  return { actions, reads: () => reads };
}

function renderDetail() {
  signIn();
  const view = renderInAdmin(<views.show />, { path: '/gizmo-detail/5', route: '/gizmo-detail/:id' });
  return { ...view, user: userEvent.setup() };
}

const actionRow = () =>
  within(screen.getByRole('group', { name: 'Actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('the record kit, on a record type declared in a test', () => {
  it('derives the action row from the workflow flags, the one that ends the record last', async () => {
    serveGizmo(gizmo());
    renderDetail();
    await screen.findByRole('region', { name: 'Gizmo Information' });
    expect(actionRow()).toEqual(['Approve', 'Cancel']);
  });

  it("checks an action's extra inputs with its schema, then sends them in the record type's own call", async () => {
    const { actions, reads } = serveGizmo(
      gizmo(),
      gizmo({ status: 'Approved', canApprove: false, canCancel: false }),
    );
    const view = renderDetail();
    await view.user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Gizmo' });
    expect(dialog.textContent).toContain('Are you sure you want to approve this gizmo request?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Priority is required.')).toBeTruthy();
    expect(actions).toEqual([]);
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await view.user.click(await screen.findByRole('option', { name: 'High' }));
    await view.user.type(within(dialog).getByLabelText('Comment (optional)'), 'Urgent');
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Gizmo successfully done.')).toBeTruthy();
    expect(actions).toEqual([{ gizmoId: 5, actionCode: 10, comment: 'Urgent', priority: 2 }]);
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull());
    expect(reads()).toBe(2);
  });

  it('gives own parts the reload, and goes to the list after an action declared so', async () => {
    const { actions, reads } = serveGizmo(gizmo());
    const view = renderDetail();
    await view.user.click(await screen.findByRole('button', { name: 'Weigh Sprocket' }));
    await waitFor(() => expect(reads()).toBe(2));
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Gizmo' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Go back', 'Cancel gizmo']);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel gizmo' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/gizmos/list'));
    expect(actions).toEqual([{ gizmoId: 5, actionCode: 20 }]);
  });

  it('shows the message the previous page left, until it is closed', async () => {
    server.use(
      http.post(api('Gizmo/Search'), () =>
        HttpResponse.json({ results: [], pages: 0, currentPage: 1, total: 0 }),
      ),
    );
    signIn();
    const view = renderInAdmin(<views.list />, {
      path: '/gizmos/list',
      route: '/gizmos/list',
      state: { flash: { severity: 'success', text: 'Gizmo successfully cancelled.' } },
    });
    expect(await screen.findByText('Gizmo successfully cancelled.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Gizmo successfully cancelled.')).toBeNull());
    expect(currentAddress(view)).toBe('/gizmos/list');
  });

  it("clears a refusal's messages, the field's and the form's, once a value changes", async () => {
    server.use(
      http.get(api('Gizmo/CreationInfo'), () => HttpResponse.json({})),
      http.post(api('Gizmo'), () =>
        HttpResponse.json(
          { message: 'That name is taken.', errors: { name: 'That name is taken.' } },
          { status: 400 },
        ),
      ),
    );
    signIn();
    renderInAdmin(<CreateGizmo />, { path: '/create-gizmo', route: '/create-gizmo' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Gizmo form' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Cog');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findAllByText('That name is taken.')).not.toHaveLength(0);
    await user.type(name, 's');
    await waitFor(() => expect(within(form).queryByText('That name is taken.')).toBeNull());
  });

  it('uploads the documents attached in the form once the record is saved, and names any it could not', async () => {
    const uploads: Record<string, string>[] = [];
    server.use(
      http.get(api('Gizmo/CreationInfo'), () => HttpResponse.json({})),
      http.post(api('Gizmo'), () => HttpResponse.json({ id: 9, message: 'Gizmo successfully created.' })),
      http.post(api('Document'), async ({ request }) => {
        const fields = await multipartFields(request);
        uploads.push(fields);
        return fields.title === 'Permit'
          ? HttpResponse.json({ message: 'The file is not a pdf.' }, { status: 400 })
          : HttpResponse.json({ id: 1, message: 'Document successfully uploaded.' });
      }),
    );
    signIn();
    const view = renderInAdmin(<CreateGizmo />, { path: '/create-gizmo', route: '/create-gizmo' });
    const user = userEvent.setup({ applyAccept: false });
    const form = await screen.findByRole('form', { name: 'Gizmo form' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Cog');
    const attach = async (title: string) => {
      const section = within(screen.getByRole('region', { name: 'Documents' }));
      await user.type(section.getByLabelText('Document Title'), title);
      await user.upload(
        section.getByLabelText(/^File/),
        new File(['%PDF-1.4'], `${title}.pdf`, { type: 'application/pdf' }),
      );
      await user.click(section.getByRole('button', { name: 'Attach' }));
    };
    await attach('Invoice');
    await attach('Permit');
    expect(
      within(screen.getByRole('list', { name: 'Documents to attach' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(uploads).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentAddress(view)).toBe('/gizmo-detail/9'));
    expect(uploads.map((u) => [u.entityType, u.entityId, u.title])).toEqual([
      ['3', '9', 'Invoice'],
      ['3', '9', 'Permit'],
    ]);
  });

  it("words the page's message after a save: the server's text, then each document not attached and why", () => {
    expect(savedMessage('Gizmo successfully created.', [])).toEqual({
      severity: 'success',
      text: 'Gizmo successfully created.',
    });
    expect(
      savedMessage('Gizmo successfully created.', [{ title: 'Permit', reason: 'The file is not a pdf.' }]),
    ).toEqual({
      severity: 'warning',
      text: 'Gizmo successfully created.\nThese documents could not be attached; attach them again under Documents:\nPermit: The file is not a pdf.',
    });
  });

  it('refuses an attachment without a title or of a type the server refuses, before anything is saved', async () => {
    server.use(http.get(api('Gizmo/CreationInfo'), () => HttpResponse.json({})));
    signIn();
    renderInAdmin(<CreateGizmo />, { path: '/create-gizmo', route: '/create-gizmo' });
    const user = userEvent.setup({ applyAccept: false });
    const section = within(await screen.findByRole('region', { name: 'Documents' }));
    await user.click(section.getByRole('button', { name: 'Attach' }));
    expect(section.getByText('Document title and valid pdf file are required.')).toBeTruthy();
    await user.upload(section.getByLabelText(/^File/), new File(['x'], 'notes.docx'));
    expect(section.getByText(/Unsupported file was selected/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Documents to attach' })).toBeNull();
  });
});

describe('the list on a phone', () => {
  it("folds the filters behind one 'Filters' button", async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    server.use(
      http.post(api('Gizmo/Search'), () =>
        HttpResponse.json({ results: [], pages: 0, currentPage: 1, total: 0 }),
      ),
    );
    const phoneDeclaration: RecordDeclaration<Gizmo, Gizmo> = {
      ...declaration,
      list: {
        ...declaration.list,
        filters: [
          {
            kind: 'dateRange',
            from: 'createdFrom',
            to: 'createdTo',
            fromLabel: k('Created From'),
            toLabel: k('Created To'),
          },
        ],
      },
    };
    const { list: PhoneList } = recordViews(phoneDeclaration);
    signIn();
    renderInAdmin(<PhoneList />, { path: '/gizmos/list#?createdFrom=2026-01-01', route: '/gizmos/list' });
    const button = await screen.findByRole('button', { name: 'Filters (1)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Created From') as HTMLInputElement).value).toBe('2026-01-01');
    vi.unstubAllGlobals();
  });
});
