// API
export { type ApiError, type ApiErrorCode, API_ERROR_CODES, describeApiError, type FieldErrors } from './apollo/api-error';
export { createApolloClient, csrfLink } from './apollo/create-apollo-client';
export { createErrorLink, QUIET_FORBIDDEN, type ErrorLinkOptions } from './apollo/error-link';
export { type ActionOutcome, type MutationAction, type MutationActionOptions, useMutationAction } from './apollo/use-mutation-action';
export { benevoCssVariables, BenevoProvider, benevoTheme, createBenevoTheme, ThemedProvider } from './BenevoProvider';
export { mountApp } from './mount-app';

// Session
export {
  type SessionOrganization,
  type SessionUser,
  sessionStore,
  useActiveOrganization,
  useSessionUser,
} from './session/session-store';
export {
  useLogin,
  useLogout,
  useLogoutEverywhere,
  useOtpVerify,
  useRefreshSession,
  useSwitchOrganization,
  useUpdateProfile,
} from './session/use-session';
export {
  OTP_SETUP_PATH,
  type OtpChallengeDevice,
  type OtpChallengeMethod,
  type PendingOtpLogin,
  readOtpRequired,
} from './session/otp';
export { LoginDocument, LogoutDocument, LogoutEverywhereDocument, MeDocument, OtpVerifyDocument, type LicenseType, type SupportType } from './gql/graphql';

// i18n and dates
export { type AppMessages, applyLanguage, createI18n, type MessageTree } from './i18n/i18n';
// Language list, default, cookie name and lifetime: @benevo/schema (INTERFACE_LANGUAGES, ...).
export {
  languageCookie,
  readCookie,
  readLanguageCookie,
  resolveLanguage,
  SELECTABLE_LANGUAGES,
  writeLanguageCookie,
} from './i18n/language';
export { LanguageSwitch } from './i18n/LanguageSwitch';
export { formatPoints } from './i18n/numbers';
export { eventDates, formatCalendarDate, formatDate, formatEventDate, formatSlot, formatTime, localDay } from './dates/format';
export { fromLocalInput, toLocalInput } from './dates/local-input';
export { moment, timeZoneNames } from './dates/moment';

// Layout
export { AppLayout, SkipLink } from './layout/AppLayout';
export { BackLink } from './layout/BackLink';
export { type MenuItem, type MenuOrganization, menuFor, menuLinks, validatesParticipations } from './layout/menu';
export { PublicShell } from './layout/PublicShell';
export { wrappingButtonStyles } from './layout/wrapping';
export { rememberStaffReturn, StaffVisitBanner } from './layout/StaffVisitBanner';
export { type ResponsiveColumn, ResponsiveTable } from './layout/ResponsiveTable';

// Routing
export { lazyRoute, preloadMatchedRoutes, type PreloadableComponent } from './routing/lazy-route';
export { LOGIN_PATH, loginUrl, safeRedirect } from './routing/login-url';
export { publicEventPath, publicEventUrl } from './routing/public-links';
export { RedirectTo } from './routing/RedirectTo';
export { RequireSession } from './routing/RequireSession';
export { APP_TITLE, RouteRoot, SessionRouteRoot } from './routing/RouteRoot';

// Feedback
export { ConfirmModal, type ConfirmModalProps } from './feedback/ConfirmModal';
export { ReasonModal, type ReasonModalProps } from './feedback/ReasonModal';
export { type ConfirmDeleteOptions, evictFromCache, useConfirmDelete } from './feedback/use-confirm-delete';
export { ChunkLoadError, ErrorBoundary } from './feedback/ErrorBoundary';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { PageLoader } from './feedback/PageLoader';
export { PageNotLoaded, type PageNotLoadedProps } from './feedback/PageNotLoaded';
export { fillPercentage, PROGRESS_MANTINE_COLOR } from './feedback/progress';
export { MailFrame } from './feedback/MailFrame';
export { CAMPAIGN_STATUS_COLOR, DELIVERY_STATUS_COLOR, EVENT_STATUS_COLOR, PARTICIPATION_STATUS_COLOR } from './feedback/status-colors';
export { QueryError, type QueryErrorProps } from './feedback/QueryError';
export { MaintenancePage, NotFoundPage, ReloadButton, ServerErrorPage, StatusPage } from './feedback/StatusPage';
export { ERROR_TOAST_MS, toast } from './feedback/toast';

// Forms
export {
  CheckboxField,
  FormError,
  NumberField,
  PasswordField,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from './forms/fields';
export { type DownloadableFile, downloadFile, readAsBase64 } from './files/download-file';
export { type ExportFileFormat, ExportMenu, type ExportMenuProps } from './files/ExportMenu';
export { QrCode } from './files/QrCode';
export { CopyField } from './forms/CopyField';
export { checkLogo, LOGO_MAX_MEGABYTES, LOGO_TYPES, readAsDataUrl } from './forms/logo-file';
export { LogoField, type LogoValues } from './forms/LogoField';
export {
  AVAILABILITY_TIMES,
  AvailabilityInput,
  type AvailabilityInputProps,
  type AvailabilityWindowValue,
  isReversedRange,
} from './forms/AvailabilityInput';
export {
  DEFAULT_MAX_RANKED_CHOICES,
  RankedChoiceInput,
  type RankedChoiceInputProps,
  type RankedChoiceOption,
} from './forms/RankedChoiceInput';
export { applyFieldErrors, type FormSubmit, useFormSubmit } from './forms/use-form-submit';
export { validateWith } from './forms/validate-with';
