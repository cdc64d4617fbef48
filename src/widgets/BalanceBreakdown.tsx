import { Box, Divider, Typography } from '@mui/material';
import type { InventoryBalances } from '../../schemas/inventory.ts';
import { t } from '../i18n/t.ts';
import { ADDITIONS, ADJUSTED_BALANCE, type BalanceTerm, REDUCTIONS } from './balanceTerms.ts';
import { formatNumber } from './format/formatNumber.ts';

function Line({
  term,
  balances,
  sign,
}: {
  term: BalanceTerm;
  balances: Partial<InventoryBalances>;
  sign?: string;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {sign ? `${sign} ` : ''}
        {t(term.label)}
      </Typography>
      <Typography variant="body2" data-term={term.key}>
        {formatNumber(balances[term.key])}
      </Typography>
    </Box>
  );
}

/** What the adjusted balance is made of: pending additions, pending reductions, the result. */
export function BalanceBreakdown({ balances }: { balances: Partial<InventoryBalances> }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="overline">{t('masterData.balance.additions')}</Typography>
      {ADDITIONS.map((term) => (
        <Line key={term.key} term={term} balances={balances} sign="+" />
      ))}
      <Typography variant="overline">{t('masterData.balance.reductions')}</Typography>
      {REDUCTIONS.map((term) => (
        <Line key={term.key} term={term} balances={balances} sign="−" />
      ))}
      <Divider sx={{ my: 0.5 }} />
      <Line term={ADJUSTED_BALANCE} balances={balances} />
    </Box>
  );
}
