import { css } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { token } from '../../engine/theme/token.ts';

/** One SVG path for the dark modules, horizontal runs merged: `M{x} {y}h{run}v1h-{run}z`. */
export function qrPath(text: string, level: QRCodeErrorCorrectionLevel = 'M', margin = 2): { size: number; d: string } {
  const { modules } = create(text, { errorCorrectionLevel: level });
  const n = modules.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < n && modules.get(y, x + run)) run++;
      d += `M${x + margin} ${y + margin}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { size: n + 2 * margin, d };
}

export interface QrCodeProps {
  /** The text or URL to encode (app download links, invite links). */
  value: string;
  /** What the code is for, for assistive technology: "Download the iOS app". */
  label: string;
  /** Rendered size in px (default 160). */
  size?: number;
  level?: QRCodeErrorCorrectionLevel;
  /** Quiet zone in modules (default 2). */
  margin?: number;
}

// Always dark modules on a light ground (many scanners cannot read inverted codes), from the brand palette.
const svgStyle = css`
  display: block;
  border-radius: ${token('radius.sm')};
  .qr-bg {
    fill: ${token('palette.neutral.0')};
  }
  .qr-fg {
    fill: ${token('palette.neutral.1000')};
  }
`;

/** A QR code drawn as SVG with the qrcode package (synchronous, so it renders on the first paint). */
export function QrCode({ value, label, size = 160, level = 'M', margin = 2 }: QrCodeProps): ReactNode {
  const code = useMemo(() => (value ? qrPath(value, level, margin) : null), [value, level, margin]);
  if (!code) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
      css={svgStyle}
    >
      <rect className="qr-bg" width={code.size} height={code.size} />
      <path className="qr-fg" d={code.d} />
    </svg>
  );
}
