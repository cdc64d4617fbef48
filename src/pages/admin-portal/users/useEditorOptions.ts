import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { retryUnlessRefused } from './userQueries.ts';

/**
 * The options an editor offers (roles, permissions), loaded once; a failed load is handed to the
 * modal's alert and the editor shows nothing.
 */
export function useEditorOptions<T>(
  queryKey: readonly unknown[],
  load: () => Promise<T>,
  onError: (error: unknown) => void,
) {
  const { data, error } = useQuery({ queryKey, queryFn: load, retry: retryUnlessRefused });
  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);
  return { options: data, failed: !!error };
}
