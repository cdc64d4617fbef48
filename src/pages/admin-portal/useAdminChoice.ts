import { useSearchParams } from 'react-router-dom';

/**
 * A choice of the admin portal (its section, a section's tab) kept in the address, `?section=products&
 * tab=add`, so a reload, Back and a shared link keep it; without one in the address, the one remembered
 * last (`read`), as before. Choosing adds a history entry and is remembered (`save`).
 */
export function useAdminChoice<T extends string>(
  param: string,
  allowed: readonly T[],
  read: () => T,
  save: (value: T) => void,
): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(param);
  const value = allowed.includes(inAddress as T) ? (inAddress as T) : read();
  const choose = (next: T) => {
    save(next);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(param, next);
      // A section's tab belongs to that section: another section starts at its own.
      if (param === 'section') updated.delete('tab');
      return updated;
    });
  };
  return [value, choose];
}
