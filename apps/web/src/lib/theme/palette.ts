import { mix } from './colour.ts';

/**
 * A 10-shade Mantine palette around the brand colour. The brand colour itself sits at index 6,
 * Mantine's default primary shade in light mode, so filled buttons show it exactly.
 */
export function generatePalette(hex: string): string[] {
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.33, 0.16].map((amount) => mix(hex, '#ffffff', amount));
  const darker = [0.14, 0.28, 0.42].map((amount) => mix(hex, '#000000', amount));
  return [...lighter, hex.toLowerCase(), ...darker];
}
