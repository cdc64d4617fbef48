import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Box sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        404 Page not found.
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        Dashboard
      </Button>
    </Box>
  );
}
