import { PrintScreen } from './PrintScreen';

/** /action/print-ppb: one page per volunteer. */
export default function PerVolunteerPrintPage() {
  return <PrintScreen kind="PER_VOLUNTEER" />;
}
