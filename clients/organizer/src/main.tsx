import { mountApp } from '@benevo/ui';
import { organizerMessages } from './i18n/messages';
import { routes } from './routes';

mountApp({ routes, messages: organizerMessages });
