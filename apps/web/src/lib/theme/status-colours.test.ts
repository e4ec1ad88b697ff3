import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colour.ts';

const css = fs.readFileSync(path.resolve(import.meta.dirname, '../../app/app.css'), 'utf8');
/** Mantine's shades 0 and 1 of each colour: the light variant's fill lies between white and them. */
const fills = {
  green: ['#ebfbee', '#d3f9d8'],
  yellow: ['#fff9db', '#fff3bf'],
  orange: ['#fff4e6', '#ffe8cc'],
  red: ['#fff5f5', '#ffe3e3'],
};

describe('status badge and outline text in the light scheme (app.css)', () => {
  it.each(Object.entries(fills))('%s reads at WCAG AA on white and on its fills', (name, backgrounds) => {
    for (const kind of ['light-color', 'outline']) {
      const m = new RegExp(`--mantine-color-${name}-${kind}:\\s*(#[0-9a-f]{6})`).exec(css);
      expect(m, `${name}-${kind} set in app.css`).not.toBeNull();
      for (const background of ['#ffffff', ...backgrounds]) {
        expect(contrastRatio(m![1], background), `${name}-${kind} on ${background}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    }
  });
});
