import { Svg } from '../../../components/icons.tsx';

/** Decorative download arrow (inline: no icon library). */
export function DownloadIcon({ size = 18 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
    </Svg>
  );
}
