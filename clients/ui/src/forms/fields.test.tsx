import { registerSchema } from '@benevo/schema';
import { fireEvent, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { renderWithProviders } from '../../jest/render-with-providers';
import { createI18n } from '../i18n/i18n';
import { PasswordField, SubmitButton, TextField } from './fields';

function RegisterLikeForm() {
  return (
    <Formik
      initialValues={{ email: 'nope', password: 'short', passwordConfirm: 'other' }}
      validationSchema={registerSchema.pick(['email', 'password', 'passwordConfirm'])}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <TextField name="email" label="E-mail" />
        <PasswordField name="password" label="Password" />
        <PasswordField name="passwordConfirm" label="Confirm" />
        <SubmitButton>Send</SubmitButton>
      </Form>
    </Formik>
  );
}

afterEach(() => {
  document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('form fields', () => {
  it("render the shared schemas' message keys in the interface language", async () => {
    renderWithProviders(<RegisterLikeForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Entrez une adresse e-mail valide')).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeTruthy();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeTruthy();
  });

  it('follow a language switch', async () => {
    document.cookie = 'lang=de; path=/';
    renderWithProviders(<RegisterLikeForm />, { i18n: createI18n() });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen enthalten')).toBeTruthy();
  });

  it('keep the field focused when the submit button is pressed, so a blur cannot move the button mid-click', () => {
    renderWithProviders(<RegisterLikeForm />);
    const email = screen.getByLabelText('E-mail');
    email.focus();
    const notPrevented = fireEvent.mouseDown(screen.getByRole('button', { name: 'Send' }));
    expect(notPrevented).toBe(false);
  });
});
