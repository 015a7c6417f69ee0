import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MainErrorFallback } from './main-error-fallback';

type Props = {
  /** The current path: moving to another one tries again. */ path: string;
  children: ReactNode;
};
type State = { failed: boolean };

/**
 * Catches a screen that fails to render or to load (an outdated chunk after a release) and shows the fallback;
 * moving to another route clears it, as the data router's error element did.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <MainErrorFallback /> : this.props.children;
  }
}
