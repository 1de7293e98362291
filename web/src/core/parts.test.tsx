import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawInParts, Part, partsDrawn } from './parts';

describe('drawInParts', () => {
  it('draws each part in a task of its own, inner parts after outer ones, and says when all are', async () => {
    const tasks: string[] = [];
    let task = 0;
    const tick = setInterval(() => (task += 1), 0);
    const Mark = ({ name }: { name: string }) => {
      tasks.push(`${name}@${task}`);
      return <i>{name}</i>;
    };
    let container: HTMLElement | undefined;
    const done = drawInParts(() => {
      container = render(
        <div>
          <Mark name="shell" />
          <Part>
            <Mark name="a" />
            <Part>
              <Mark name="a1" />
            </Part>
          </Part>
          <Part>
            <Mark name="b" />
          </Part>
        </div>,
      ).container;
    });
    expect(partsDrawn()).toBe(done);
    expect(container?.textContent).toBe('shell');
    await done;
    clearInterval(tick);
    expect(container?.textContent).toBe('shellaa1b');
    expect(tasks.map((t) => t.split('@')[0])).toEqual(['shell', 'a', 'b', 'a1']);
    // No two parts in one task.
    expect(new Set(tasks.map((t) => t.split('@')[1])).size).toBe(tasks.length);
    expect(partsDrawn()).toBeUndefined();
  });

  it('outside a takeover, a part is drawn at once', () => {
    const { container } = render(
      <Part>
        <p>at once</p>
      </Part>,
    );
    expect(container.textContent).toBe('at once');
  });
});
