import type { Page } from 'playwright-core';
import { contrast, over, parseColor, type Rgba } from './contrast.ts';

// Walking a page with the Tab key as a keyboard user does: every stop's focus ring measured from the
// browser's computed styles (its colour against what lies under it, and whether a box round it cuts it
// off), and every control of the page checked to be among the stops.

export interface RingStop {
  /** The focused element, briefly: its tag and name. */
  what: string;
  /** Outline style and width of the element that draws the ring (the element, or the card round it). */
  style: string;
  width: number;
  color: string;
  /** Backgrounds under the ring, nearest first, down to the first opaque one. */
  layers: string[];
  /** The box that cuts the ring off, if one does. */
  clippedBy: string | null;
}

/** Where the Tab key stops on the page now, from its start, with the ring each shows. */
export async function walkWithTab(page: Page, limit = 250): Promise<RingStop[]> {
  await page.evaluate(() => {
    for (const marked of document.querySelectorAll('[data-kb-reached]'))
      marked.removeAttribute('data-kb-reached');
    (document.activeElement as HTMLElement | null)?.blur();
    (window as unknown as { kbLast?: Element | null }).kbLast = null;
    window.getSelection()?.removeAllRanges();
  });
  const stops: RingStop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const walk = window as unknown as { kbLast?: Element | null };
      // Tab moves within a date field (month, day, year) before it leaves it: the same stop again.
      if (el && el === walk.kbLast) return 'same' as const;
      // Back at a stop reached before, or out of the page: the walk is over.
      if (!el || el === document.body || el.dataset.kbReached) return null;
      walk.kbLast = el;
      el.dataset.kbReached = '1';
      const describe = (e: Element) =>
        `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`;
      // The element that draws the ring: the focused one, or the nearest round it that shows one (the
      // card round a link that fills it; a check box's or switch's box round its invisible input).
      let ring: Element = el;
      let style = getComputedStyle(el);
      for (let e: Element | null = el, up = 0; e && up < 4; e = e.parentElement, up += 1) {
        const s = getComputedStyle(e);
        if (s.outlineStyle !== 'none' && s.opacity !== '0') {
          ring = e;
          style = s;
          break;
        }
      }
      const width = Number.parseFloat(style.outlineWidth) || 0;
      const offset = Number.parseFloat(style.outlineOffset) || 0;
      // Outside the element the ring lies on its parent's background; drawn inside it, on its own.
      const inside = offset + width <= 0;
      const layers: string[] = [];
      for (let e: Element | null = inside ? ring : ring.parentElement; e; e = e.parentElement) {
        const background = getComputedStyle(e).backgroundColor;
        if (background === 'transparent' || background === 'rgba(0, 0, 0, 0)') continue;
        layers.push(background);
        if (!/rgba\(.*,\s*0?\.\d+\)$/.test(background)) break;
      }
      const box = ring.getBoundingClientRect();
      const grow = Math.max(0, offset + width);
      let clippedBy: string | null = null;
      for (let e = ring.parentElement; e && e !== document.documentElement; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const b = e.getBoundingClientRect();
        const cutX =
          s.overflowX !== 'visible' && (box.left - grow < b.left - 0.5 || box.right + grow > b.right + 0.5);
        const cutY =
          s.overflowY !== 'visible' && (box.top - grow < b.top - 0.5 || box.bottom + grow > b.bottom + 0.5);
        if (cutX || cutY) {
          clippedBy = describe(e);
          break;
        }
      }
      return {
        what: describe(el),
        style: style.outlineStyle,
        width,
        color: style.outlineColor,
        layers,
        clippedBy,
      };
    });
    if (!stop) break;
    if (stop !== 'same') stops.push(stop);
  }
  return stops;
}

/** The colour under a ring: its layers laid over each other, over the page's own white or black. */
export function groundOf(stop: RingStop, canvas: string): Rgba {
  return [...stop.layers]
    .reverse()
    .reduce((back, layer) => over(parseColor(layer), back), parseColor(canvas));
}

/** What is wrong with each stop's ring: none, too thin, too faint (below 3:1) or cut off. */
export function ringFaults(stops: RingStop[], canvas: string): string[] {
  return stops.flatMap((stop) => {
    if (stop.style === 'none' || stop.width < 2)
      return [`${stop.what}: no ring (${stop.style} ${stop.width}px)`];
    const ratio = contrast(stop.color, groundOf(stop, canvas));
    const faults = [];
    if (ratio < 3)
      faults.push(
        `${stop.what}: ring ${stop.color} at ${ratio.toFixed(2)}:1 on ${stop.layers.join(' over ')}`,
      );
    if (stop.clippedBy) faults.push(`${stop.what}: ring cut off by ${stop.clippedBy}`);
    return faults;
  });
}

/**
 * The page's controls the Tab walk did not reach: links, buttons, fields and the like that are shown
 * and enabled. A tab of a tab list and a radio of a group count as reached when one of their group is
 * (the arrow keys move between them).
 */
export function unreachedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], [role="radio"]',
    );
    const shown = (e: HTMLElement) => {
      const r = e.getBoundingClientRect();
      return (
        r.width > 0 &&
        r.height > 0 &&
        getComputedStyle(e).visibility !== 'hidden' &&
        !e.closest('[aria-hidden="true"], [inert]')
      );
    };
    const reached = (e: HTMLElement) =>
      !!e.closest('[data-kb-reached]') || !!e.querySelector('[data-kb-reached]');
    const groupReached = (e: HTMLElement) => {
      const group = e.closest('[role="tablist"], [role="radiogroup"]');
      return !!group?.querySelector('[data-kb-reached]');
    };
    return [...controls]
      .filter(
        (e) => shown(e) && !(e as HTMLButtonElement).disabled && e.getAttribute('aria-disabled') !== 'true',
      )
      .filter((e) => !reached(e) && !groupReached(e))
      .map(
        (e) =>
          `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
}
