import { PrintScreen } from './PrintScreen';

/** /action/print-bon: meal and drink vouchers as cut sheets. */
export default function VouchersPrintPage() {
  return <PrintScreen kind="VOUCHERS" />;
}
