import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';
import { Link } from 'react-router-dom';

export function UserMenu() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
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
