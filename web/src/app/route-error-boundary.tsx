import { Component, type ReactNode } from 'react';
import { Outlet, useLocation, type Location } from 'react-router-dom';
import { RouteErrorPage } from '../components/route-error-page.tsx';

interface BoundaryProps {
  readonly location: Location;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly location: Location;
  readonly error: unknown;
  readonly failed: boolean;
}

/**
 * Catches what a page throws while rendering and shows the route error page in its place (the header
 * stays). Like react-router's own route error boundary, it clears on the next navigation: any new
 * location, even one that only changes the query, renders the page again.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, error: undefined, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** The pages' layout route: each page inside the boundary above. */
export const RouteErrorBoundary = () => {
  const location = useLocation();
  return (
    <Boundary location={location}>
      <Outlet />
    </Boundary>
  );
};
