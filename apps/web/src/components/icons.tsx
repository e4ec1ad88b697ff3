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
