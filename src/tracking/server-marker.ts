/**
 * The marker cookie the server and the edge middleware write beside the attribution cookies
 * (`hs_attr_server`): `at` is when they last set the cookies, `first` when they set the first
 * touch (Unix seconds). Script cannot read a cookie's expiry; with this the inspector can tell
 * when the server-set cookies expire.
 */
export interface ServerMarker {
  at: number;
  first: number | null;
}

const seconds = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
};

export function serializeServerMarker({ at, first }: ServerMarker): string {
  return `at=${at}${first ? `&first=${first}` : ''}`;
}

/** null for anything that is not a marker (hostile or stale values included). */
export function parseServerMarker(value: string): ServerMarker | null {
  const pairs = new URLSearchParams(value);
  const at = seconds(pairs.get('at'));
  return at ? { at, first: seconds(pairs.get('first')) } : null;
}
