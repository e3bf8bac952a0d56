import { PrintScreen } from './PrintScreen';

/** /action/print: plannings per position and day. */
export default function PlanningsPrintPage() {
  return <PrintScreen kind="PLANNING" />;
}
