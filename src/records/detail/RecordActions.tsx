import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { ValidationError } from 'yup';
import { recordWord } from '../../../schemas/i18n/words.ts';
import { t, text as textOf } from '../../i18n/t.ts';
import { messagesByPath } from '../../i18n/validation.ts';
import type { PpmsDataProvider } from '../../providers/dataProvider.ts';
import { actionQuestion, ConfirmDialog } from '../ConfirmDialog.tsx';
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
  /** The button, in the chosen language: the declaration's label, or the workflow's name of the action. */
  text: string;
}

/** The inputs schema's messages by path, or null when the values pass. */
function inputErrors(action: ActionDeclaration<unknown>, values: Record<string, unknown>) {
  if (!action.inputsSchema) return null;
  try {
    action.inputsSchema.validateSync(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return messagesByPath(error);
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
      const declared = ui[key];
      const text = declared?.label ? t(declared.label) : textOf(recordWord(workflow, 'actions', key, 'name'));
      return { key, text, ...declared };
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
  const Inputs = chosen?.Inputs;
  return (
    <Box
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', displayPrint: 'none' }}
      role="group"
      aria-label={t('kit.detail.actions')}
    >
      {shown.map((action) => (
        <Button
          key={action.key}
          variant={action.danger ? 'outlined' : 'contained'}
          color={action.danger ? 'error' : 'primary'}
          onClick={() => ask(action)}
        >
          {action.text}
        </Button>
      ))}
      <ConfirmDialog
        open={open}
        title={t('kit.confirm.title', {
          action: chosen?.text ?? '',
          record: t(declaration.texts.dialogTitle),
        })}
        question={chosen ? actionQuestion(workflow, chosen.key) : ''}
        note={t('kit.confirm.irreversible')}
        confirmLabel={chosen?.confirmLabel ? t(chosen.confirmLabel) : (chosen?.text ?? '')}
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
