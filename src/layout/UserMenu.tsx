import CheckIcon from '@mui/icons-material/Check';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTheme as useThemeMode } from 'react-admin';
import { Link } from 'react-router-dom';

export const DARK_THEME_LABEL = 'Dark theme';

export function UserMenu() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  // react-admin's theme mode, kept in its store (localStorage): remembered in this browser.
  const [mode, setMode] = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!identity) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <Button color="inherit" aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {identity.fullName}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={Link} to={`/profile/${identity.id}`} onClick={close}>
          Profile
        </MenuItem>
        <MenuItem component={Link} to="/change-password" onClick={close}>
          Change password
        </MenuItem>
        {/* A switch, not a command: it says whether the dark theme is on, and stays open to show it. */}
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={mode === 'dark'}
          onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
        >
          <ListItemText>{DARK_THEME_LABEL}</ListItemText>
          {mode === 'dark' ? <CheckIcon fontSize="small" sx={{ ml: 2 }} /> : null}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
