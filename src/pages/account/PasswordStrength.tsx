import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { checkPasswordRules } from '../../../schemas/password.ts';
import { t, text } from '../../i18n/t.ts';

const LEVELS = [
  { upTo: 2, word: 'accountPages.weak', color: 'error' },
  { upTo: 4, word: 'accountPages.fair', color: 'warning' },
  { upTo: 5, word: 'accountPages.strong', color: 'success' },
] as const;

/**
 * The strength indicator: the shared rules, each marked met or unmet as the user types, and a bar of
 * how many are met. 'Strong' means every rule is met (the server may still refuse a common password).
 */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const rules = checkPasswordRules(password);
  const met = rules.filter((rule) => rule.met).length;
  const level = LEVELS.find((l) => met <= l.upTo)!;
  return (
    <Box id={id}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={(met / rules.length) * 100}
          color={level.color}
          aria-label={t('accountPages.strength')}
          aria-valuetext={t('accountPages.strengthText', { word: t(level.word), met, rules: rules.length })}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" sx={{ minWidth: 56 }} aria-live="polite">
          {t(level.word)}
        </Typography>
      </Box>
      <List dense aria-label={t('accountPages.rules')} disablePadding>
        {rules.map((rule) => (
          <ListItem key={rule.id} disableGutters data-rule={rule.id} data-met={rule.met}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {rule.met ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess="met" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess="not met" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={text(rule.label)}
              slotProps={{ primary: { color: rule.met ? 'success.main' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
