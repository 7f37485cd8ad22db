import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`: for requests that follow typing (one per pause,
 * not one per key). Compared by its JSON, so a new object with the same fields is no change.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
