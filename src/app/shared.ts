/**
 * Shared results by name, as components read them (`useShared(name)`). Its own module, free of
 * the route table, so the client entry can use it.
 */
import type { SharedData, StaticQueryResult } from './page-data.ts';

export function sharedByName(results: Iterable<StaticQueryResult>): SharedData {
  const shared: SharedData = {};
  for (const result of results) shared[result.name] = result.data;
  return shared;
}
