/**
 * Catches a screen that throws while rendering, including a screen chunk that failed to load, and
 * shows the error page. Moving to another route clears it, so the rest of the app stays usable.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../shared/log';
import { RouteErrorScreen } from './route-error-screen';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  error: Error | undefined;
  pathname: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { error: undefined, pathname: props.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError('A screen failed', { error, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    if (this.state.error) {
      return (
        <div className="app-frame">
          <RouteErrorScreen error={this.state.error} />
        </div>
      );
    }
    return this.props.children;
  }
}
