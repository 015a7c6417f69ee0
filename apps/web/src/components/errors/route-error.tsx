import { useRouteError } from 'react-router';
import { MainErrorFallback } from './main-error-fallback';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <MainErrorFallback />;
}
