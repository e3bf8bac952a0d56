import { PrintScreen } from './PrintScreen';

/** /action/print-meals: the meals per day for the kitchen. */
export default function MealsPrintPage() {
  return <PrintScreen kind="MEALS" />;
}
