export { EVENT_STATUS_COLOR as STATUS_COLOR } from '@benevo/ui';
