import { AppBar, Toolbar, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { UserMenu } from './UserMenu.tsx';

export function AppHeader() {
  return (
    <AppBar position="static" color="primary" sx={{ displayPrint: 'none' }}>
      <Toolbar>
        <Typography
          variant="h6"
          component={Link}
          to="/"
          sx={{ flex: 1, color: 'inherit', textDecoration: 'none' }}
        >
          Petroleum Products Management System
        </Typography>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
