/**
 * The inspector's styles, injected with the panel: a stylesheet of its own would make every
 * page's tracking chunk carry a preload list for it (~0.1 KB), for a panel almost nobody opens.
 * Class names are prefixed so they cannot clash with the site's CSS modules.
 */
export const INSPECTOR_CSS = `
.hs-inspector-panel {
  position: fixed;
  inset: auto var(--space-4) var(--space-4) auto;
  z-index: 1000;
  margin: 0;
  width: min(40rem, calc(100vw - 2 * var(--space-4)));
  max-height: min(80vh, 48rem);
  overflow: auto;
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: 0.5rem;
  background: var(--color-background);
  color: var(--color-text);
  box-shadow: 0 0.5rem 2rem rgb(10 14 24 / 25%);
  font: var(--font-size-xs) / 1.45 var(--font-sans);
}

.hs-inspector-header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
}

.hs-inspector-title {
  margin: 0;
  font-size: var(--font-size-m);
}

.hs-inspector-section {
  margin: var(--space-4) 0 var(--space-1);
  font-size: var(--font-size-s);
}

.hs-inspector-close {
  padding: var(--space-1) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: 0.25rem;
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
}

.hs-inspector-close:focus-visible {
  outline: 2px solid var(--color-focus);
  outline-offset: 2px;
}

.hs-inspector-table {
  width: 100%;
  border-collapse: collapse;
}

.hs-inspector-table th,
.hs-inspector-table td {
  padding: var(--space-1) var(--space-2);
  border-top: 1px solid var(--color-border);
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;
}

.hs-inspector-table th {
  color: var(--color-text-muted);
  font-weight: 600;
  white-space: nowrap;
}

.hs-inspector-code {
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  overflow-wrap: anywhere;
}

.hs-inspector-list {
  margin: 0;
  padding-left: var(--space-4);
}
`;

export const cls = (name: string) => `hs-inspector-${name}`;
