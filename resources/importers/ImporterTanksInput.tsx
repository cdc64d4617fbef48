import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useGetList, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { InventoryChoice } from '../../schemas/importer.ts';
import type { StorageTank } from '../../schemas/storage-tank.ts';
import { t } from '../../src/i18n/t.ts';

const isChosen = (choices: InventoryChoice[], tankId: number) =>
  choices.some((c) => c.storageTankId === tankId && c.isSelected);

/** The storage tank checkboxes of the importer form: the payload's inventories [{storageTankId, isSelected}]. */
export function ImporterTanksInput() {
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useInput({
    source: 'inventories',
    defaultValue: [],
    parse: (v) => v,
    format: (v) => v ?? [],
  });
  const { data: tanks = [], isPending } = useGetList<StorageTank & { id: number }>('storageTanks', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'number', order: 'ASC' },
  });
  const choices = field.value as InventoryChoice[];
  const toggle = (storageTankId: number, isSelected: boolean) => {
    const rest = choices.filter((c) => c.storageTankId !== storageTankId);
    field.onChange([...rest, { storageTankId, isSelected }]);
    clearErrors('inventories');
  };
  const message = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={!!message}>
      <FormLabel component="legend">{t('masterData.storageTanks')}</FormLabel>
      <FormGroup row>
        {tanks.map((tank) => (
          <FormControlLabel
            key={tank.id}
            label={t('masterData.tankChoice', { number: tank.number, product: tank.productName })}
            control={
              <Checkbox
                checked={isChosen(choices, tank.id)}
                onChange={(e) => toggle(tank.id, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {!isPending && tanks.length === 0 ? <FormHelperText>{t('masterData.noTanks')}</FormHelperText> : null}
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}
