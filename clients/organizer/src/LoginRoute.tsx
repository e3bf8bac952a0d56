import LoginPage from './account/LoginPage';
import { OtpChallengeStep } from './two-factor/OtpChallengeStep';

// Features never import each other (.dependency-cruiser.cjs): the login form (account) and its
// two-factor step (two-factor) meet here, at the top of the app, as for the event's edit page.

/** /account/login — the password, then the second factor when the account has one. */
export default function LoginRoute() {
  return <LoginPage challenge={OtpChallengeStep} />;
}
