import { Svg } from './icons.tsx';

/** Heart and bell, outlined or filled (filled = on). Decorative: the buttons carry the labels. */
interface MarkIconProps {
  filled?: boolean;
  size?: number;
}

const Mark = ({ filled, size = 20, d }: MarkIconProps & { d: string }) => (
  <Svg size={size} filled={filled}>
    <path d={d} />
  </Svg>
);

const HEART =
  'M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z';
const BELL = 'M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0';

export const HeartIcon = (props: MarkIconProps) => <Mark {...props} d={HEART} />;
export const BellMarkIcon = (props: MarkIconProps) => <Mark {...props} d={BELL} />;
