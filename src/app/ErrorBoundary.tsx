import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

/**
 * A page that throws while rendering shows this instead of leaving the visitor on a blank
 * screen; the header and footer stay usable. Keyed by path in App, so navigating away resets it.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The page failed to render:', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert">
        <h1>Something went wrong</h1>
        <p>
          This page could not be shown. Try again, or go to the <a href="/">home page</a>.
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
