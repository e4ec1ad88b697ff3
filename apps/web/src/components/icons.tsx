import type { ReactNode } from 'react';

/** Inline icons (no icon library: keeps the first page small). Decorative: hidden from assistive tech. */
interface IconProps {
  size?: number;
}

/** The frame every inline icon shares: a 24-unit outlined (or, `filled`, solid) stroke drawing. */
export function Svg({ size, filled, children }: { size: number; filled?: boolean; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const BellIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Svg>
);

export const MenuIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const ChevronDownIcon = ({ size = 16 }: IconProps) => (
  <Svg size={size}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

/** Two overlapping sheets: drawn by every browser, unlike the "⧉" glyph many fonts lack. */
export const CopyIcon = ({ size = 16 }: IconProps) => (
  <Svg size={size}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Svg>
);

export const CheckIcon = ({ size = 16 }: IconProps) => (
  <Svg size={size}>
    <path d="M20 6 9 17l-5-5" />
  </Svg>
);
