import { mountApp } from '@benevo/ui';
import { portalMessages } from './i18n/messages';
import { routes } from './routes';

mountApp({ routes, messages: portalMessages });
