import { QrCode } from '@benevo/ui';

/** The text below the band (missions, the custom field): dark on the badge's white. */
const BODY_TEXT = '#212529';

export type BadgePreviewSize = 'CARD' | 'A6';

/** The printed sizes in millimetres (BadgeSize): a card in landscape, A6 in portrait. */
export const BADGE_MILLIMETRES: Record<BadgePreviewSize, { width: number; height: number }> = {
  CARD: { width: 85.6, height: 54 },
  A6: { width: 105, height: 148 },
};

export interface BadgePreviewVolunteer {
  firstName: string;
  lastName: string;
  photo: string | null;
  categories: string[];
  positions: string[];
  /** The custom attribute's line ("T-shirt : M"), when the template shows one. */
  attributeLine: string | null;
  /** What the QR code carries (the volunteer's scan code). */
  scanCode: string;
}

export interface BadgePreviewProps {
  size: BadgePreviewSize;
  logo: string | null;
  primaryColor: string;
  textColor: string;
  showPhoto: boolean;
  showCategories: boolean;
  showPositions: boolean;
  showQrCode: boolean;
  volunteer: BadgePreviewVolunteer;
  /** Names the preview for screen readers. */
  label: string;
  /** Alternative texts of the images. */
  logoAlt: string;
  photoAlt: string;
  qrLabel: string;
  /** The preview's width on screen (px); the height follows the real aspect ratio. */
  width?: number;
}

/**
 * An HTML mock of a printed badge at its real aspect ratio: the band (primary colour) with the logo and
 * the name (text colour), then the photo, categories, missions, the custom attribute's line and the QR
 * code of the scan code. Every length derives from the badge's millimetres, so the mock scales like the PDF.
 */
export function BadgePreview(props: BadgePreviewProps) {
  const { size, volunteer, primaryColor, textColor } = props;
  const mm = BADGE_MILLIMETRES[size];
  const landscape = size === 'CARD';
  const width = props.width ?? (landscape ? 342 : 300);
  // One badge millimetre on screen: every length below derives from it.
  const unit = width / mm.width;
  const name = `${volunteer.firstName} ${volunteer.lastName}`.trim();
  const qrSize = (landscape ? 22 : 30) * unit;
  const photoSize = (landscape ? 20 : 28) * unit;

  const photo = props.showPhoto && (
    <div
      data-testid="badge-photo"
      style={{
        width: photoSize,
        height: photoSize * 1.25,
        borderRadius: 2 * unit,
        overflow: 'hidden',
        flexShrink: 0,
        background: '#e9ecef',
        border: `${0.4 * unit}px solid ${primaryColor}`,
      }}
    >
      {volunteer.photo && <img src={volunteer.photo} alt={props.photoAlt} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
    </div>
  );

  const nameLine = (
    <div data-testid="badge-name" style={{ fontWeight: 700, fontSize: (landscape ? 5 : 7.5) * unit, lineHeight: 1.1, color: textColor, overflowWrap: 'anywhere', minWidth: 0 }}>
      {name}
    </div>
  );

  const details = (
    <div style={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.2 * unit, alignItems: landscape ? 'flex-start' : 'center' }}>
      {props.showCategories && volunteer.categories.length > 0 && (
        <div data-testid="badge-categories" style={{ display: 'flex', flexWrap: 'wrap', gap: unit, justifyContent: landscape ? 'flex-start' : 'center' }}>
          {volunteer.categories.map((category) => (
            <span key={category} style={{ background: primaryColor, color: textColor, borderRadius: unit, padding: `${0.4 * unit}px ${1.5 * unit}px`, fontSize: 2.8 * unit, fontWeight: 600 }}>
              {category}
            </span>
          ))}
        </div>
      )}
      {props.showPositions && volunteer.positions.length > 0 && (
        <div data-testid="badge-positions" style={{ fontSize: 3 * unit, color: BODY_TEXT }}>
          {volunteer.positions.join(' · ')}
        </div>
      )}
      {volunteer.attributeLine && (
        <div data-testid="badge-attribute" style={{ fontSize: 3 * unit, color: BODY_TEXT, fontStyle: 'italic' }}>
          {volunteer.attributeLine}
        </div>
      )}
    </div>
  );

  const qr = props.showQrCode && (
    <div style={{ flexShrink: 0, alignSelf: landscape ? 'flex-end' : 'center' }}>
      <QrCode value={volunteer.scanCode} label={props.qrLabel} size={qrSize} />
    </div>
  );

  return (
    <figure
      aria-label={props.label}
      data-size={size}
      style={{
        margin: 0,
        width,
        maxWidth: '100%',
        aspectRatio: `${mm.width} / ${mm.height}`,
        background: '#fff',
        borderRadius: 3 * unit,
        boxShadow: '0 1px 6px rgba(0, 0, 0, 0.25)',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        fontFamily: 'inherit',
      }}
    >
      <div
        data-testid="badge-band"
        style={{
          background: primaryColor,
          minHeight: (landscape ? 15 : 42) * unit,
          flexShrink: 0,
          display: 'flex',
          flexDirection: landscape ? 'row' : 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: (landscape ? 3 : 2) * unit,
          padding: `${2 * unit}px ${3 * unit}px`,
          textAlign: landscape ? 'left' : 'center',
        }}
      >
        {props.logo && (
          <img
            src={props.logo}
            alt={props.logoAlt}
            style={{ maxHeight: (landscape ? 11 : 18) * unit, maxWidth: landscape ? '35%' : '70%', objectFit: 'contain', background: '#fff', borderRadius: unit, padding: 0.6 * unit, flexShrink: 0 }}
          />
        )}
        <div style={{ flex: landscape ? 1 : undefined, minWidth: 0 }}>{nameLine}</div>
      </div>
      <div
        style={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          flexDirection: landscape ? 'row' : 'column',
          alignItems: landscape ? 'stretch' : 'center',
          gap: 3 * unit,
          padding: 3 * unit,
          textAlign: landscape ? 'left' : 'center',
        }}
      >
        {photo}
        {details}
        {qr}
      </div>
    </figure>
  );
}
