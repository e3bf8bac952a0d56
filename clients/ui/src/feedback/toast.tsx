import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

/** Spec 8: success toasts last 2 seconds, at the bottom left (position set on <Notifications />). */
export const SUCCESS_TOAST_MS = 2000;
/** Errors stay longer: they often need reading twice. */
export const ERROR_TOAST_MS = 8000;

export const toast = {
  success(message: string): void {
    notifications.show({ message, color: 'teal', autoClose: SUCCESS_TOAST_MS, icon: <IconCheck size={18} /> });
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
