/**
 * Every coloured surface the theme paints text on reaches WCAG AA (4.5:1) with the text MUI puts on it: chips,
 * buttons and alerts take `main` as background and `contrastText` as text. (axe found the 'Invited' chip on MUI's
 * default info blue, 3.9:1, on the users list.)
 */
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/shared/theme';

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
