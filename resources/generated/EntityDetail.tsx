import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { EntityDefinition } from '../../schemas/entity.ts';
import { columnFields, describeFields } from '../../schemas/fieldTypes.ts';
import { labelText } from '../../src/i18n/terms.ts';
import { SpecValue } from '../fieldComponents.tsx';
import type { EntityParts } from './parts.ts';

interface Props {
  entity: EntityDefinition;
  record: RaRecord;
  /** 'page': the entity pages leave out admin-only fields; 'admin': the portal's modal shows all. */
  scope: 'admin' | 'page';
  parts?: EntityParts;
}

/** A record's fields as label and value, each shown through FIELD_COMPONENTS. */
export function EntityDetail({ entity, record, scope, parts = {} }: Props) {
  const specs = columnFields(describeFields(entity.schema)).filter((f) => scope === 'admin' || !f.adminOnly);
  const DetailExtra = parts.DetailExtra;
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        {specs.map((spec) => (
          <Box key={spec.name} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {labelText(spec.displayLabel)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }} data-field={spec.name}>
              <SpecValue spec={spec} record={record} />
            </Typography>
          </Box>
        ))}
      </Box>
      {DetailExtra ? <DetailExtra record={record} scope={scope} /> : null}
    </Box>
  );
}
