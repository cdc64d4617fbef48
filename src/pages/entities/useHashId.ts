import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The record chosen on a list page, kept in the address hash as #/{id} (null when none). */
export function useHashId(): [number | null, (id: number | null) => void] {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const match = /^#\/(\d+)$/.exec(hash);
  const id = match ? Number(match[1]) : null;
  const select = useCallback(
    (next: number | null) => navigate({ pathname, search, hash: next === null ? '' : `#/${next}` }),
    [navigate, pathname, search],
  );
  return [id, select];
}
