import { mountApp } from '@benevo/ui';
import { publicMessages } from './i18n/messages';
import { routes } from './routes';

mountApp({ routes, messages: publicMessages });
