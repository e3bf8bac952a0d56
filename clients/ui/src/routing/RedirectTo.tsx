import { generatePath, Navigate, useParams } from 'react-router';

/** Redirects to a path pattern filled with the current route's params (/o/:orgSlug/events -> /o/:orgSlug). */
export function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  return <Navigate to={generatePath(to, params)} replace />;
}
