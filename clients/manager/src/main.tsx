import { mountApp } from '@benevo/ui';
import { managerMessages } from './i18n/messages';
import { routes } from './routes';

// An expired manager session leads back to the manager's own login.
mountApp({ routes, messages: managerMessages, loginPath: '/manager/login' });
