import { Box, CircularProgress, Typography } from '@mui/material';
import { loginText } from '../i18n/light.ts';

/** Shown while the session and roles are being read. */
export default function LoadingPage() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center', p: 6 }}>
      <CircularProgress size={24} />
      <Typography>{loginText('login.loading')}</Typography>
    </Box>
  );
}
