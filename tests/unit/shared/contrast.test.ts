// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accessibleShade, contrastRatio, parseHex } from '../../../src/shared/contrast';

describe('brand colour contrast (WCAG AA against white text)', () => {
  it('computes the WCAG ratio: black on white is 21:1, white on white 1:1, #767676 just passes AA', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('keeps a colour that already passes (normalised to #rrggbb lower case)', () => {
    expect(accessibleShade('#1D4F91')).toBe('#1d4f91');
    expect(accessibleShade('#7a2e5c')).toBe('#7a2e5c');
  });

  it('darkens a colour that fails, just enough to pass, keeping its hue', () => {
    const teal = '#2A9D8F'; // 3.3:1 with white text
    expect(contrastRatio(teal, '#ffffff')).toBeLessThan(4.5);
    const shade = accessibleShade(teal)!;
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Just enough: a shade a little lighter would fail again.
    const lighter = parseHex(shade)!.map((c) => Math.min(255, c + 4));
    expect(contrastRatio(`#${lighter.map((c) => c.toString(16).padStart(2, '0')).join('')}`, '#ffffff')).toBeLessThan(4.5);
    // Same hue: the channels keep their proportions (mixed towards black).
    const [r, g, b] = parseHex(shade)!;
    expect(g / b).toBeCloseTo(0x9d / 0x8f, 1);
    expect(r / g).toBeCloseTo(0x2a / 0x9d, 1);
  });

  it('finds a passing shade even for white and yellow', () => {
    for (const colour of ['#ffffff', '#ffff00', '#f2a900']) {
      expect(contrastRatio(accessibleShade(colour)!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('answers undefined for anything that is not a hex colour', () => {
    for (const junk of ['', 'red', '#12345', 'url(x)', '#ggg']) expect(accessibleShade(junk)).toBeUndefined();
  });
});
