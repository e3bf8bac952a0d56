import { TOAST_DURATION_MS } from '@benevo/schema';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';

// Success toasts last TOAST_DURATION_MS at the bottom left (spec 8; position set on <Notifications />).
/** Errors stay longer: they often need reading twice. */
export const ERROR_TOAST_MS = 8000;

// Tests mock this module (jest.mock('@benevo/ui/src/feedback/toast')) rather than the package's `toast`
// export, so that they also see the toasts useMutationAction shows from inside @benevo/ui.
export const toast = {
  success(message: string): void {
    notifications.show({ message, color: 'teal', autoClose: TOAST_DURATION_MS, icon: <IconCheck size={18} /> });
  },
  /** Something the user should know that was done on their behalf (a day extended for a night shift). */
  info(message: string): void {
    notifications.show({ message, color: 'blue', autoClose: ERROR_TOAST_MS, icon: <IconInfoCircle size={18} /> });
  },
  error(message: string): void {
    notifications.show({
      message,
      color: 'red',
      autoClose: ERROR_TOAST_MS,
      icon: <IconAlertTriangle size={18} />,
    });
  },
};
