import { Component, type ReactNode } from 'react';

interface Props {
  /** A change (the path) clears a caught error, so moving to another page leaves the error screen. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}
interface State {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** Catches a page that fails to load or render and shows `fallback` inside the layout instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
