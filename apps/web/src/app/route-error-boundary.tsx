import { Component, type ReactNode } from "react";
import { RouteErrorPage } from "./pages/route-error-page";

interface Props {
  /** The current location's key: a navigation clears the error, as the data router's errorElement did. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  errorKey: string | null;
}

/** The router's last resort: an unexpected error while rendering a route shows RouteErrorPage. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("route error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorKey === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage />;
  }
}
