import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { recordIdFromText } from '../../../schemas/numbers.ts';

/** The record chosen on a list page, kept in the address hash as #/{id} (null when none, or not an id). */
export function useHashId(): [number | null, (id: number | null) => void] {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const id = recordIdFromText(/^#\/(.*)$/.exec(hash)?.[1]);
  const select = useCallback(
    (next: number | null) => navigate({ pathname, search, hash: next === null ? '' : `#/${next}` }),
    [navigate, pathname, search],
  );
  return [id, select];
}
