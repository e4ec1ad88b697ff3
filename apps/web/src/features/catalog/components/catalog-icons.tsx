import type { ReactNode } from 'react';
import { Svg as IconSvg } from '../../../components/icons.tsx';

/** Small inline icons for the catalogue toolbar. Decorative: controls carry their own labels. */
const Svg = ({ children, size = 18 }: { children: ReactNode; size?: number }) => (
  <IconSvg size={size}>{children}</IconSvg>
);

export const FilterIcon = () => (
  <Svg>
    <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />
  </Svg>
);
export const GridIcon = () => (
  <Svg>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
    <rect x="14" y="14" width="7" height="7" />
  </Svg>
);
export const ListIcon = () => (
  <Svg>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Svg>
);
export const SortIcon = ({ descending }: { descending: boolean }) => (
  <Svg>{descending ? <path d="M12 5v14M19 12l-7 7-7-7" /> : <path d="M12 19V5M5 12l7-7 7 7" />}</Svg>
);
export const SearchIcon = () => (
  <Svg size={16}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </Svg>
);
