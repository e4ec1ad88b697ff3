import { ErrorState } from '../../components/error-state.tsx';

/** Shown inside the layout when a page fails to load or render. */
export function RouteError({ error }: { error: unknown }) {
  return <ErrorState error={error} />;
}
