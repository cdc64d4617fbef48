/**
 * Sets `key` in a map kept to `max` entries: the key goes last, and the entry set longest ago goes
 * when there are more (a Map keeps the order of insertion). For the process's caches.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}
