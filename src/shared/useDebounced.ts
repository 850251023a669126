import { useEffect, useState } from 'react';

/** `value` once it has stood still for `ms`: a search runs when the user pauses, not on every key. */
export const useDebounced = <T>(value: T, ms = 250) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
