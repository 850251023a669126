// @vitest-environment node
/**
 * Every coloured surface the theme paints text on reaches WCAG AA (4.5:1) with the text MUI puts on it: chips,
 * buttons and alerts take `main` as background and `contrastText` as text. (axe found the 'Invited' chip on MUI's
 * default info blue, 3.9:1, on the users list.)
 */
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createPorticoTheme, theme } from '../../../src/shared/theme';

describe('theme contrast', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)('%s: main against its contrast text', (name) => {
    const colour = theme.palette[name];
    expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it('body and secondary text on the page and on paper', () => {
    for (const background of [theme.palette.background.default, theme.palette.background.paper]) {
      expect(getContrastRatio(theme.palette.text.primary, background)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(theme.palette.text.secondary, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('tenant theme (white label)', () => {
  it('takes a passing brand colour as it is', () => {
    expect(createPorticoTheme('#7A2E5C').palette.primary.main).toBe('#7a2e5c');
  });

  it('darkens a brand colour too light for white text, and keeps it AA on paper and on the page', () => {
    const { palette } = createPorticoTheme('#2A9D8F');
    expect(palette.primary.main).not.toBe('#2a9d8f');
    expect(getContrastRatio(palette.primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    // As link text in a hovered or selected table row (axe found 4.47:1 on a hovered row, #f5f5f5).
    for (const row of ['#f5f5f5', '#ebebeb']) expect(getContrastRatio(palette.primary.main, row)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the Portico navy without a usable colour', () => {
    for (const colour of [null, undefined, '', 'javascript:alert(1)']) {
      expect(createPorticoTheme(colour).palette.primary.main).toBe(theme.palette.primary.main);
    }
  });
});
