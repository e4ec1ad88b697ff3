import { useRouteError } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';

/** Shown inside the layout when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorState error={error} />;
}
