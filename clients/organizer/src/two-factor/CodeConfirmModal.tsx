import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormError, SubmitButton, useFormSubmit } from '@benevo/ui';
import { Form, Formik, type FormikErrors } from 'formik';
import type { ReactNode } from 'react';
import type { OtpDeviceFieldsFragment } from '../gql/graphql';
import { factorCode, isAnyCode } from './code';
import { CodeField } from './CodeField';
import { useTwoFactorT } from './i18n/use-two-factor-t';
import { SendCodeButton } from './SendCodeButton';

interface CodeConfirmModalProps<T> {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The user's confirmed e-mail device, if any: a code can be mailed to confirm with. */
  emailDevice?: OtpDeviceFieldsFragment;
  /** The action, given the code typed (6 digits without spaces, or a backup code as typed). */
  action: (code: string) => Promise<T>;
  onDone: (result: T) => void;
  onClose: () => void;
}

/** A sensitive change (remove a method, new backup codes) confirmed with a current code of any method or a backup code. */
export function CodeConfirmModal<T>({ title, text, confirmLabel, danger, emailDevice, action, onDone, onClose }: CodeConfirmModalProps<T>) {
  const { t } = useTwoFactorT();
  const { onSubmit, formError } = useFormSubmit(
    (values: { code: string }) => action(factorCode(values.code)),
    (result) => onDone(result),
  );
  const validate = (values: { code: string }): FormikErrors<{ code: string }> =>
    !values.code.trim() ? { code: t('errors.required') } : isAnyCode(values.code) ? {} : { code: t('errors.wrongCode') };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Formik initialValues={{ code: '' }} validate={validate} validateOnBlur={false} onSubmit={onSubmit}>
        <Form noValidate>
          <Stack gap="sm">
            <Text>{text}</Text>
            <FormError message={formError} />
            {emailDevice && <SendCodeButton device={emailDevice} />}
            <CodeField label={t('common.currentCode')} description={t('common.currentCodeHint')} backup autoFocus />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <SubmitButton color={danger ? 'red' : undefined}>{confirmLabel}</SubmitButton>
            </Group>
          </Stack>
        </Form>
      </Formik>
    </Modal>
  );
}
