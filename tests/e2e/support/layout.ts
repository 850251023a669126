/**
 * What a person sees go wrong on a narrow screen, checked in the page: something in the main area running off the
 * screen's edge (outside a container that scrolls sideways on purpose, such as a wide table), and text running under
 * a button or link so that one hides the other.
 */
import type { Page } from 'playwright-core';

export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no main landmark'];
    const width = window.innerWidth;
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 2 && box.height > 2;
    };
    const scrollsSideways = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const offEdge = new Set<Element>();
    for (const el of main.querySelectorAll('*')) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.right <= width + 1 && box.left >= -1) continue;
      if (scrollsSideways(el) || (el.parentElement && offEdge.has(el.parentElement))) {
        offEdge.add(el);
        continue;
      }
      offEdge.add(el);
      problems.push(`runs off the screen (${Math.round(box.left)}–${Math.round(box.right)} of ${width} px): ${name(el)}`);
    }
    const controls = [...main.querySelectorAll('button, a[href], [role="button"]')].filter(shown);
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()];
      for (const control of controls) {
        if (control.contains(node)) continue;
        const c = control.getBoundingClientRect();
        const under = lines.some((l) => l.left < c.right - 1 && l.right > c.left + 1 && l.top < c.bottom - 1 && l.bottom > c.top + 1);
        if (under) problems.push(`text "${node.textContent.trim().slice(0, 60)}" runs under ${name(control)}`);
      }
    }
    return problems;
  });
}
