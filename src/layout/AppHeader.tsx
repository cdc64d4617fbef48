import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, IconButton, Toolbar, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { t } from '../i18n/t.ts';
import { FOCUS_RING_ON_BAR, FOCUS_RING_VARIABLE } from './theme.ts';
import { UserMenu } from './UserMenu.tsx';

/** The signed-in header; on phones it opens the side menu (`onOpenMenu`). */
export function AppHeader({ onOpenMenu }: { onOpenMenu?: () => void }) {
  return (
    <AppBar
      position="static"
      color="primary"
      sx={{
        displayPrint: 'none',
        zIndex: 'drawer',
        // The page's ring is dark blue, lost on the blue bar: white here.
        [FOCUS_RING_VARIABLE]: FOCUS_RING_ON_BAR,
      }}
    >
      <Toolbar>
        {onOpenMenu ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('app.openMenu')}
            onClick={onOpenMenu}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          variant="h6"
          component={Link}
          to="/"
          sx={{ flex: 1, color: 'inherit', textDecoration: 'none' }}
        >
          {t('login.title')}
        </Typography>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
