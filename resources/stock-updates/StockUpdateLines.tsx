import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { t } from '../../src/i18n/t.ts';
import { QuantityInput } from '../../src/records/form/QuantityInput.tsx';
import { formatGallons, formatNumber } from '../../src/widgets/format/formatNumber.ts';
import type { ImporterOption, StockUpdateFormValues } from './formValues.ts';

interface Props {
  importer: ImporterOption | undefined;
}

/** A quantity per inventory of the chosen importer; digits only, and an empty or zero quantity is no line. */
export function StockUpdateLines({ importer }: Props) {
  const { control, formState } = useFormContext<StockUpdateFormValues>();
  const invalid = !!formState.errors.inventoryInfos;
  const lines = useWatch({ control, name: 'inventoryInfos' }) ?? [];
  if (!importer) return <Typography color="text.secondary">{t('stockUpdates.noImporter')}</Typography>;
  if (importer.inventories.length === 0)
    return <Typography color="text.secondary">{t('stockUpdates.noInventories')}</Typography>;
  const given = lines.filter((line) => Number(line.quantity) > 0);
  const total = given.reduce((sum, line) => sum + Number(line.quantity), 0);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('stockUpdates.quantities')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.tankNumber')}</TableCell>
              <TableCell>{t('fields.product')}</TableCell>
              <TableCell align="right">{t('stockUpdates.adjustedBalanceGal')}</TableCell>
              <TableCell>{t('fields.quantityGal')}</TableCell>
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
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography sx={{ mt: 1 }} role="status">
        {t('stockUpdates.lines', { smart_count: given.length, total: formatGallons(total) })}
      </Typography>
    </>
  );
}
