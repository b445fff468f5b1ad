// The sign-in screens, one lazily loaded chunk (routes/account.tsx): they talk to Auth.js only.
export { DeauthorisedScreen } from './DeauthorisedScreen';
export { ErrorScreen } from './ErrorScreen';
export { LoggedOutScreen } from './LoggedOutScreen';
export { LogInScreen } from './LogInScreen';
export { MagicLinkScreen } from './MagicLinkScreen';
export { SuccessScreen } from './SuccessScreen';
