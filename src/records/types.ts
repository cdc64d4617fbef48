import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { FiltersAnswer, KeyValue } from '../../schemas/dashboard.ts';
import type { Workflow } from '../../schemas/workflows/types.ts';
import type { AppKey } from '../i18n/t.ts';

// The record kit's vocabulary. A record type (stock updates, stock transfers, transfer orders...) is a
// RecordResource (resources/<name>/index.ts: what App.tsx and routes.ts mount) and a RecordDeclaration
// (resources/<name>/declaration.tsx: texts, list, detail, actions and form), plus only the parts that
// are its own. The kit's pages (list, show, form) read the declaration; the data provider's config
// (src/providers/resourceConfigs.ts) says how the resource reaches the API. A declaration's texts are
// catalogue keys (src/i18n), shown in the chosen language by the kit.

export type RecordView = 'list' | 'show' | 'create' | 'edit';

/** The spec's paths of a record type's screens; `:id` stands for the record. */
export type RecordRoutes = { list: string; show: string } & Partial<Record<'create' | 'edit', string>>;

/** The light half of a record type: what <Resource> and the routes table need. Views load lazily. */
export interface RecordResource {
  name: string;
  icon: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
  routes: RecordRoutes;
  list: LazyExoticComponent<ComponentType>;
  show: LazyExoticComponent<ComponentType>;
  create?: LazyExoticComponent<ComponentType>;
  edit?: LazyExoticComponent<ComponentType>;
}

/** One labelled value of a record, in a card or the information section; null, undefined or '' show N/A. */
export interface FieldDeclaration<R> {
  label: AppKey;
  value(record: R): ReactNode;
  /** A card column with more room (names, places): its share of the line is larger. */
  wide?: boolean;
}

/** A list filter kept in the address hash under its key(s); select options come from GET Setting/Filters. */
export type FilterDeclaration =
  | {
      kind: 'select';
      key: string;
      label: AppKey;
      options(answer: FiltersAnswer): readonly KeyValue[] | undefined;
    }
  | { kind: 'dateRange'; from: string; to: string; fromLabel: AppKey; toLabel: AppKey }
  /** A yes-or-no filter, sent as true when set ('Waiting for me'). */
  | { kind: 'flag'; key: string; label: AppKey };

export interface ListDeclaration<L> {
  /** The search box: its filter key and label ('referenceNumber', 'Reference Number'). */
  search: { key: string; label: AppKey };
  filters: readonly FilterDeclaration[];
  /** The shared POST X/Search schema: the address's filters are checked with it before any search. */
  searchSchema: AnyObjectSchema;
  card: {
    /** The link to the record: '#12'. */
    title(row: L): string;
    /**
     * The width of the link-and-status column at desk width (default 8rem, for '#12' and a short
     * status); with longer titles or statuses the status wraps under the link.
     */
    titleWidth?: string;
    status(row: L): string | null | undefined;
    fields: readonly FieldDeclaration<L>[];
    /** A coloured border for rows that stand out (Delivered transfer orders: green). */
    highlight?(row: L): 'success' | 'warning' | 'error' | undefined;
  };
}

/** What an own part of the detail page receives: the record and the page's reload. */
export interface PartProps<R> {
  record: R;
  reload(): void;
}

/**
 * An own part of the detail page. A function type rather than ComponentType, so a part of one record
 * type's shape still fits the kit's generic pages.
 */
export type Part<R> = (props: PartProps<R>) => ReactNode;

export type BuiltInSection = 'progress' | 'information' | 'actions' | 'documents' | 'comments' | 'history';

export interface ShowDeclaration<R> {
  information: { title: AppKey; fields: readonly FieldDeclaration<R>[] };
  /**
   * The sections in order: built-in ones by name, own parts (a progress bar, a line table with its
   * per-line actions) as components. Default: information, actions, documents, comments, history.
   */
  sections?: ReadonlyArray<BuiltInSection | Part<R>>;
  /** Own buttons of the heading (Print). */
  HeadingExtra?: Part<R>;
  /** The record's flags for the edit link, Add Comment and uploads (the spec's names by default). */
  flags?: { edit?: string; comment?: string; documents?: string };
  /** Where the record keeps its flags (transfer orders: under `setting`); default the record itself. */
  flagsOf?(record: R): Record<string, unknown>;
  /**
   * The 'progress' section: the stage the record has reached and its status in words; the steps are
   * the workflow's stages (schemas/workflows/engine.ts progressSteps).
   */
  progress?(record: R): { progress: number; status: string };
}

/** What an action's extra inputs receive (a priority select, card and bay numbers). */
export interface ActionInputsProps<R> {
  record: R;
  values: Record<string, unknown>;
  /** The inputs schema's messages by path, in the chosen language. */
  errors: Record<string, string>;
  onChange(values: Record<string, unknown>): void;
}

/** How one workflow action shows and where it leads; every key is optional. */
export interface ActionDeclaration<R> {
  /** After success: back to the list, or the page reloaded (default). */
  after?: 'list' | 'reload';
  /** The action row's button; default the action's name ('Issue FAN'). */
  label?: AppKey;
  /** The dialog's confirm button, naming what it does ('Cancel request'); default the label. */
  confirmLabel?: AppKey;
  /** Ends the record for good: red, and last in the action row. */
  danger?: boolean;
  /** Extra inputs in the dialog; their values go to runAction beside id, action and comment. */
  Inputs?: (props: ActionInputsProps<R>) => ReactNode;
  initialInputs?(record: R): Record<string, unknown>;
  /** The shared schema the extra inputs are checked with before the call. */
  inputsSchema?: AnyObjectSchema;
}

export interface ActionsDeclaration<R> {
  /** schemas/workflows/<record>.ts: its `flags` say which buttons a record offers. */
  workflow: Workflow;
  ui?: Partial<Record<string, ActionDeclaration<R>>>;
}

/** Props of a form's own inputs, rendered inside the kit's react-hook-form provider. */
export interface FieldsProps<O> {
  options: O;
  mode: 'create' | 'edit';
}

/**
 * A record type's form. CI: what getCreationInfo answers; EI: what getEditInfo answers; O: the
 * options the inputs pick from; V: the inputs' values; S: what the schema reads them into.
 */
export interface FormDeclaration<CI, EI, O, V extends FieldValues, S> {
  /** The form's accessible name: 'Stock update form'. */
  label: AppKey;
  /** The shared schemas the server checks the same payloads with (used through yupResolver). */
  schema: { create: AnyObjectSchema; edit: AnyObjectSchema };
  /**
   * What the schema's rules need to know beyond the values, as yup's context (a stock transfer's
   * inventories: their products and balances). The server validates the same schema without it.
   */
  context?(options: O): object;
  createOptions(info: CI): O;
  editOptions(info: EI): O;
  createValues(options: O): V;
  editValues(info: EI): V;
  /** The payload create and update send, from the schema's output. */
  toPayload(valid: S): unknown;
  /** 'Save only when changed': a comparable text of the values; without it Save always shows. */
  fingerprint?(values: V): string;
  Fields: ComponentType<FieldsProps<O>>;
  /** Offer attaching documents in the form (uploaded after the save; the resource needs a documentType). */
  documents?: boolean;
  /** Where a save leads; default the record's detail page. */
  after?: Partial<Record<'create' | 'edit', 'show' | 'list'>>;
  /** The heading links of the form pages; default create: list and dashboard, edit: show and list. */
  links?: Partial<Record<'create' | 'edit', readonly HeadingLink[]>>;
}

export type HeadingLink = 'list' | 'show' | 'create' | 'edit' | 'dashboard';

/** Any form declaration, for the kit's pages (they only pass values between its own functions). */
// biome-ignore lint/suspicious/noExplicitAny: the kit never reads the form's own types.
export type AnyFormDeclaration = FormDeclaration<any, any, any, any, any>;

/** Checks a form declaration against its own shapes, then hands it to the kit. */
export const defineForm = <CI, EI, O, V extends FieldValues, S>(
  form: FormDeclaration<CI, EI, O, V, S>,
): AnyFormDeclaration => form;

export interface RecordTexts {
  /** Page titles: 'Stock Updates', 'Stock Update Detail', 'Submit Stock Update', 'Edit Stock Update'. */
  list: AppKey;
  show: AppKey;
  create?: AppKey;
  edit?: AppKey;
  /** Heading link texts where they differ from the titles: {edit: 'Edit'}. */
  links?: Partial<Record<HeadingLink, AppKey>>;
  /** The confirm dialog's title after the action: 'Review {dialogTitle}'. */
  dialogTitle: AppKey;
}

export interface RecordDeclaration<R extends RaRecord = RaRecord, L extends RaRecord = RaRecord> {
  resource: RecordResource;
  texts: RecordTexts;
  list: ListDeclaration<L>;
  show: ShowDeclaration<R>;
  actions?: ActionsDeclaration<R>;
  form?: AnyFormDeclaration;
}
