import CheckIcon from '@mui/icons-material/Check';
import { Button, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLocaleState, useLogout, useTheme as useThemeMode } from 'react-admin';
import { Link } from 'react-router-dom';
import { LOCALE_NAMES, LOCALES } from '../../schemas/i18n/locales.ts';
import { t } from '../i18n/t.ts';

export function UserMenu() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [locale, setLocale] = useLocaleState();
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
          {t('app.userMenu.profile')}
        </MenuItem>
        <MenuItem component={Link} to="/change-password" onClick={close}>
          {t('app.userMenu.changePassword')}
        </MenuItem>
        <Divider />
        {/* A switch, not a command: it says whether the dark theme is on, and stays open to show it. */}
        <MenuItem
          role="menuitemcheckbox"
          aria-checked={mode === 'dark'}
          onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
        >
          <ListItemText>{t('app.userMenu.darkTheme')}</ListItemText>
          {mode === 'dark' ? <CheckIcon fontSize="small" sx={{ ml: 2 }} /> : null}
        </MenuItem>
        <Divider />
        {/* The language, in its own words; the choice is remembered on this device (src/i18n/locale.ts). */}
        <ListSubheader>{t('app.userMenu.language')}</ListSubheader>
        {LOCALES.map((option) => (
          <MenuItem
            key={option}
            lang={option}
            selected={option === locale}
            aria-checked={option === locale}
            role="menuitemradio"
            onClick={() => {
              close();
              if (option !== locale) setLocale(option);
            }}
          >
            <ListItemIcon>{option === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{LOCALE_NAMES[option]}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          {t('app.userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
