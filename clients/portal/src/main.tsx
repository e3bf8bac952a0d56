import { mountApp } from '@benevo/ui';
import { portalMessages } from './i18n/messages';
import { routes } from './routes';
import { createOfflineLink } from './space/offline/offline-link';
import { claimSnapshotFor } from './space/offline/offline-snapshot';
import { registerServiceWorker } from './space/offline/register-service-worker';

// Offline reading (issue 17): another volunteer's data kept on this device is dropped before anything
// shows; the offline link saves and, without network, answers from this token's last data.
claimSnapshotFor(window.location.pathname);
mountApp({ routes, messages: portalMessages, links: [createOfflineLink()] });
registerServiceWorker();
