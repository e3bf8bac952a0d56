import { create } from 'qrcode';
import { useMemo } from 'react';

/** The dark modules of a QR code as one SVG path (one unit per module), computed once per value. */
function qrPath(value: string): { size: number; path: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

/**
 * A QR code drawn as SVG, the same as the printed badge and the stand's scanner read it; `label`
 * names it for screen readers (the code itself is shown in text beside it where it matters).
 */
export function QrCode({ value, label, size = 160, color = '#000', background = '#fff' }: { value: string; label: string; size?: number | string; color?: string; background?: string }) {
  const { size: modules, path } = useMemo(() => qrPath(value), [value]);
  // A quiet zone of 2 modules around the code, as scanners need.
  const box = modules + 4;
  return (
    <svg role="img" aria-label={label} data-qr-value={value} viewBox={`-2 -2 ${box} ${box}`} width={size} height={size} shapeRendering="crispEdges" style={{ display: 'block' }}>
      <rect x={-2} y={-2} width={box} height={box} fill={background} />
      <path d={path} fill={color} />
    </svg>
  );
}
