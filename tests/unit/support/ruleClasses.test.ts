/**
 * The rendering tests compute styles passing over rules by class (tests/ruleClasses.ts, tests/setupDom.ts): that may
 * never pass over a rule the element matches, or a test would see an element visible that a browser hides.
 */
import { describe, expect, it } from 'vitest';
import { lastCompoundClasses, mayMatch } from '../../ruleClasses';

const SELECTORS = [
  '.css-1abc',
  '.css-1abc:hover',
  '.css-1abc.Mui-disabled',
  '.MuiButton-root .MuiTouchRipple-child',
  '.a > .b',
  '.a>.b',
  '.a + .b, .c ~ .d',
  '.a , .b',
  '.b::before',
  '.a:not(.b)',
  '.a :not(.b)',
  ':is(.a, .b)',
  'div.b',
  'div',
  '*',
  '[class~="b"]',
  '.b[data-x="a.c"]',
  '.b:nth-child(2n+1)',
  '#main .b',
  '.b\\:hover',
  ' .b ',
];

describe('passing over CSS rules by class', () => {
  it('keeps every rule an element matches', () => {
    document.body.innerHTML = `
      <main id="main" class="a MuiButton-root">
        <span class="b c css-1abc Mui-disabled MuiTouchRipple-child" data-x="a.c"></span>
        <div class="b d"></div><p></p><div class="b:hover"></div>
      </main>`;
    const elements = [...document.querySelectorAll('*')];
    let matched = 0;
    for (const selector of SELECTORS)
      for (const element of elements)
        if (element.matches(selector)) {
          matched += 1;
          expect(
            mayMatch(selector, element.getAttribute('class') ?? ''),
            `${selector} on <${element.tagName} class="${element.className}">`,
          ).toBe(true);
        }
    expect(matched).toBeGreaterThan(SELECTORS.length);
  });

  it('passes over a rule whose selectors end in classes an element lacks', () => {
    const classes = 'x';
    expect(mayMatch('.css-1abc', classes)).toBe(false);
    expect(mayMatch('.x .css-1abc:hover', classes)).toBe(false);
    expect(mayMatch('.x.y', classes)).toBe(false);
    expect(mayMatch('.a, .b > .c', classes)).toBe(false);
    expect(mayMatch('.a, .x', classes)).toBe(true);
  });

  it('leaves to the selector engine what it does not read', () => {
    expect(lastCompoundClasses('div')).toBeNull();
    expect(lastCompoundClasses(':is(.a, .b)')).toBeNull();
    expect(lastCompoundClasses('.a, p')).toBeNull();
    expect(lastCompoundClasses('.b\\:hover')).toBeNull();
    expect(lastCompoundClasses('.a[title="x"]')).toBeNull();
    expect(lastCompoundClasses('.a .b.c:hover, .d>.e')).toEqual([['b', 'c'], ['e']]);
  });
});
