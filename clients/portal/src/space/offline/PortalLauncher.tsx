import { Navigate } from 'react-router';
import { rememberedToken } from './offline-snapshot';

/**
 * /portal/app, the installed app's start URL (web manifest): the space whose data this device keeps (the
 * last personal link opened here), else the portal's home to ask for a link. Works offline too.
 */
export default function PortalLauncher() {
  const token = rememberedToken();
  return <Navigate to={token ? `/portal/t/${encodeURIComponent(token)}` : '/portal'} replace />;
}
