import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The page's location: a navigation elsewhere clears the error. */
  resetKey: string;
}

interface PageErrorBoundaryState {
  error: unknown;
  /** The location the boundary last rendered: an error belongs to it. */
  location: string | null;
}

/**
 * Catches what a page throws (its code failed to load, a render failed) and shows the error page
 * inside the layout, so the navigation still works. Leaving the page clears it.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null, location: null };

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    if (state.location === props.resetKey) return null;
    return { error: null, location: props.resetKey };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
