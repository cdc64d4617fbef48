import { Box, CircularProgress, Typography } from '@mui/material';

/** Shown while the session and roles are being read. */
export default function LoadingPage() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center', p: 6 }}>
      <CircularProgress size={24} />
      <Typography>Loading...</Typography>
    </Box>
  );
}
