import { PrintScreen } from './PrintScreen';

/** /action/print-tshirts: the t-shirt list per size. */
export default function TshirtsPrintPage() {
  return <PrintScreen kind="TSHIRTS" />;
}
