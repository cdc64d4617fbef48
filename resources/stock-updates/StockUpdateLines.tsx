import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DIFFERENCE_TYPES } from '../../schemas/stock-update.ts';
import { t } from '../../src/i18n/t.ts';
import { QuantityInput } from '../../src/records/form/QuantityInput.tsx';
import { volumeTableInUse } from '../../src/session/appCodes.ts';
import { formatGallons, formatNumber } from '../../src/widgets/format/formatNumber.ts';
import { ScrollRegion } from '../../src/widgets/ScrollRegion.tsx';
import { ReadingInputs } from '../../src/widgets/standard-volume/ReadingInputs.tsx';
import { VOLUME_TEXTS } from '../../src/widgets/standard-volume/texts.ts';
import type { ImporterOption, StockUpdateFormValues } from './formValues.ts';

interface Props {
  importer: ImporterOption | undefined;
}

/** A quantity per inventory of the chosen importer; digits only, and an empty or zero quantity is no line. */
export function StockUpdateLines({ importer }: Props) {
  const { control, formState } = useFormContext<StockUpdateFormValues>();
  const invalid = !!formState.errors.inventoryInfos;
  const lines = useWatch({ control, name: 'inventoryInfos' }) ?? [];
  const difference = DIFFERENCE_TYPES.includes(Number(useWatch({ control, name: 'stockUpdateType' })));
  const table = volumeTableInUse();
  if (!importer) return <Typography color="text.secondary">{t('stockUpdates.noImporter')}</Typography>;
  if (importer.inventories.length === 0)
    return <Typography color="text.secondary">{t('stockUpdates.noInventories')}</Typography>;
  const given = lines.filter((line) => Number(line.quantity) > 0);
  const total = given.reduce((sum, line) => sum + Number(line.quantity), 0);
  return (
    <>
      <ScrollRegion label={t('stockUpdates.quantities')}>
        <Table size="small" aria-label={t('stockUpdates.quantities')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.tankNumber')}</TableCell>
              <TableCell>{t('fields.product')}</TableCell>
              <TableCell align="right">{t('stockUpdates.adjustedBalanceGal')}</TableCell>
              <TableCell>{t('fields.quantityGal')}</TableCell>
              <TableCell>{VOLUME_TEXTS.temperature(table)}</TableCell>
              <TableCell>{VOLUME_TEXTS.gravity(table)}</TableCell>
              {difference && <TableCell>{VOLUME_TEXTS.measured}</TableCell>}
              <TableCell>{VOLUME_TEXTS.net}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {importer.inventories.map((inventory, index) => (
              <TableRow key={inventory.inventoryId}>
                <TableCell>{inventory.storageTankNumber}</TableCell>
                <TableCell>{inventory.productName}</TableCell>
                <TableCell align="right">{formatNumber(inventory.adjustedStockBalance)}</TableCell>
                <TableCell>
                  <Controller
                    control={control}
                    name={`inventoryInfos.${index}.quantity`}
                    render={({ field, fieldState }) => (
                      <QuantityInput
                        field={field}
                        fieldState={fieldState}
                        flagged={invalid}
                        size="small"
                        slotProps={{
                          htmlInput: {
                            'aria-label': t('stockUpdates.quantityFor', {
                              tank: inventory.storageTankNumber,
                              product: inventory.productName,
                            }),
                          },
                        }}
                      />
                    )}
                  />
                </TableCell>
                <ReadingInputs
                  line={`inventoryInfos.${index}`}
                  what={`tank ${inventory.storageTankNumber} (${inventory.productName})`}
                  difference={difference}
                />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <Typography sx={{ mt: 1 }} role="status">
        {t('stockUpdates.lines', { smart_count: given.length, total: formatGallons(total) })}
      </Typography>
    </>
  );
}
