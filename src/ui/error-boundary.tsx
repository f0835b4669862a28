import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  children: ReactNode;
  fallback?: ReactNode;
}
interface State {
  failed: boolean;
}

/**
 * Isolates one island: if it throws while rendering, it shows the fallback (nothing by default)
 * and logs one clear error naming the placeholder; the other islands keep working.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[ossature] ${this.props.name} stopped after an error; the rest of the page is unaffected.`,
      error,
      info.componentStack ?? '',
    );
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
