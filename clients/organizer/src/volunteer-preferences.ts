// Features never import each other (.dependency-cruiser.cjs): the modal of a volunteer's preferences
// (issue 18), opened from the event's and the campaign's registrations pages, is shared from here.
export {
  PreferencesActionLabel,
  PreferencesModal,
  type PreferencesModalProps,
  type PreferencesOwner,
  usePreferencesActionLabel,
} from './preferences/PreferencesModal';
