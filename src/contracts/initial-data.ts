/**
 * Where a prerendered page keeps its InitialData (page-data.ts): the server writes the
 * `<script type="application/json">` with this id (src/render/document.ts), the browser entry
 * reads it before hydrating (src/runtime/client.tsx). Its own module, so the browser's bundle
 * takes nothing else from here.
 */
export const INITIAL_DATA_ID = '__HARBOR_DATA__';
