import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

interface BoundaryProps {
  children: ReactNode;
  /** The location key: a navigation elsewhere clears the error, as the data router's error boundary did. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // What the data router logged too: the error and where it was thrown, for whoever opens the console.
    console.error('ApplyPilot caught an error while rendering a page:', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * The router's error screen around the routes (document 1, section 8): a page that throws while rendering, or a
 * page chunk that fails or times out, shows "Unexpected Application Error!" with the message. The declarative router
 * has no `errorElement`, so this boundary does its work and clears itself when the visitor navigates elsewhere
 * (decision 039).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
