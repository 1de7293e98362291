import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, MOBILE_BREAKPOINT } from './layout';

const src = join(__dirname, '..');

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The screen's media queries of a stylesheet (container queries follow a piece's own width), or
 * of the code (the strings it gives matchMedia). */
function mediaQueries(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.css')
    ? (text.match(/@media[^{]*/g) ?? [])
    : (text.match(/'\((?:min|max)-width[^']*'/g) ?? []);
}

/** Widths a layout turns at that are not the page's breakpoints: where one piece's own content
 * stops fitting, measured on it. */
const CONTENT_WIDTHS: Record<number, string> = {
  480: "a signed-in phone's header: the brand's name fits beside the balance and the buttons",
};

describe('the layout numbers', () => {
  it("every media query turns at the page's breakpoints, the phone's width or a named content width", () => {
    const allowed = new Set<number>([...Object.values(BREAKPOINTS), MOBILE_BREAKPOINT]);
    const stray: string[] = [];
    for (const file of files(src, /(?<!\.test)\.(css|tsx?)$/)) {
      for (const query of mediaQueries(file)) {
        for (const m of query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)) {
          // A max-width query ends one pixel below the width where the next layout starts.
          const turn = Number(m[2]) + (m[1] === 'max' ? 1 : 0);
          if (!allowed.has(turn) && !(turn in CONTENT_WIDTHS))
            stray.push(`${file.slice(src.length)}: ${m[0]}`);
        }
      }
    }
    expect(stray).toEqual([]);
  });
});
