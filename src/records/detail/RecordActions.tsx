import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { ValidationError } from 'yup';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { actionQuestion, ConfirmDialog, IRREVERSIBLE_NOTE } from '../ConfirmDialog.tsx';
import { recordFlag } from '../flags.ts';
import type { ActionDeclaration, RecordDeclaration } from '../types.ts';

interface Props<R extends RaRecord, L extends RaRecord> {
  declaration: RecordDeclaration<R, L>;
  record: R;
  /** After success, with the server's message: the page goes where the action's declaration says. */
  onDone(action: ActionDeclaration<R>, message: string | undefined): void;
}

interface Shown<R> extends ActionDeclaration<R> {
  key: string;
  /** The workflow's name of the action, for the question ('review'). */
  name: string;
  label: string;
}

/** The inputs schema's messages by path, or null when the values pass. */
function inputErrors(action: ActionDeclaration<unknown>, values: Record<string, unknown>) {
  if (!action.inputsSchema) return null;
  try {
    action.inputsSchema.validateSync(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

/**
 * The record's workflow actions: one button per flag of the workflow declaration that the record
 * sets, in the declaration's order with the ones that end the record last; each asks in the confirm
 * dialog (with the action's extra inputs) and runs through the data provider's runAction.
 */
export function RecordActions<R extends RaRecord, L extends RaRecord>({
  declaration,
  record,
  onDone,
}: Props<R, L>) {
  const dataProvider = useDataProvider<PpmsDataProvider>();
  const [chosen, setChosen] = useState<Shown<R> | null>(null);
  const [open, setOpen] = useState(false);
  const [inputs, setInputs] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!declaration.actions) return null;
  const { workflow, ui = {} } = declaration.actions;
  const shown: Shown<R>[] = Object.entries(workflow.flags)
    .filter(([flag]) => recordFlag(declaration.show, record, flag))
    .map(([, key]) => {
      const { name } = workflow.actions[key];
      return { key, name, label: name, ...ui[key] };
    })
    .sort((a, b) => Number(!!a.danger) - Number(!!b.danger));
  if (shown.length === 0) return null;

  const ask = (action: Shown<R>) => {
    setInputs(action.initialInputs?.(record) ?? {});
    setErrors({});
    setChosen(action);
    setOpen(true);
  };
  const run = async (action: Shown<R>, comment: string) => {
    const refused = inputErrors(action as ActionDeclaration<unknown>, inputs);
    setErrors(refused ?? {});
    if (refused) return;
    const answer = await dataProvider.runAction(declaration.resource.name, {
      ...inputs,
      id: record.id,
      action: action.key,
      ...(comment ? { comment } : {}),
    });
    setOpen(false);
    onDone(action, answer.message);
  };
  const { texts } = declaration;
  const question = (name: string) => actionQuestion(name, texts.record);
  const Inputs = chosen?.Inputs;
  return (
    <Box
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', displayPrint: 'none' }}
      role="group"
      aria-label="Actions"
    >
      {shown.map((action) => (
        <Button
          key={action.key}
          variant={action.danger ? 'outlined' : 'contained'}
          color={action.danger ? 'error' : 'primary'}
          onClick={() => ask(action)}
        >
          {action.label}
        </Button>
      ))}
      <ConfirmDialog
        open={open}
        title={`${chosen?.label ?? ''} ${declaration.texts.dialogTitle}`}
        question={question(chosen?.name ?? '')}
        note={IRREVERSIBLE_NOTE}
        confirmLabel={chosen?.confirmLabel ?? chosen?.label ?? ''}
        danger={chosen?.danger}
        withComment
        onClose={() => setOpen(false)}
        onConfirm={(comment) => (chosen ? run(chosen, comment) : Promise.resolve())}
      >
        {Inputs ? <Inputs record={record} values={inputs} errors={errors} onChange={setInputs} /> : null}
      </ConfirmDialog>
    </Box>
  );
}
