import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drawInParts, Part, partsDrawn } from './parts';

// The tests' page has no MessageChannel: a part's task is a timer's, counted here.
let task = 0;
const setTimer = window.setTimeout;
vi.spyOn(window, 'setTimeout').mockImplementation(((work: () => void) =>
  setTimer(() => {
    task += 1;
    work();
  })) as typeof setTimeout);

describe('drawInParts', () => {
  it('draws each part in a task of its own, inner parts after outer ones, and says when all are', async () => {
    const tasks: string[] = [];
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
    // What waits for the parts (a lazy part's code) then comes a task each, after the last part.
    const later = [partsDrawn(), partsDrawn()];
    expect(container?.textContent).toBe('shell');
    await done;
    expect(container?.textContent).toBe('shellaa1b');
    expect(tasks.map((t) => t.split('@')[0])).toEqual(['shell', 'a', 'b', 'a1']);
    // No two parts in one task.
    const partTasks = tasks.map((t) => Number(t.split('@')[1]));
    expect(new Set(partTasks).size).toBe(tasks.length);
    expect(partsDrawn()).toBeUndefined();
    const drawnAt = task;
    await Promise.all(later);
    expect(task).toBe(drawnAt + 2);
  });

  it('a later part holds its room through the takeover and is drawn after it, a task each', async () => {
    let container: HTMLElement | undefined;
    const done = drawInParts(() => {
      container = render(
        <div>
          <Part>
            <i>first</i>
          </Part>
          <Part later room={<b>room1</b>}>
            <i>later1</i>
          </Part>
          <Part later room={<b>room2</b>}>
            <i>later2</i>
          </Part>
        </div>,
      ).container;
    });
    await done;
    expect(container?.textContent).toBe('firstroom1room2');
    const drawnAt = task;
    await vi.waitFor(() => expect(container?.textContent).toBe('firstlater1later2'));
    // Past the takeover's own tasks, one each.
    expect(task).toBeGreaterThanOrEqual(drawnAt + 3);
  });

  it('outside a takeover, a later part comes a task after its room, and then stays', async () => {
    const view = (later: boolean) => (
      <Part later={later} room={<b>room</b>}>
        <i>row</i>
      </Part>
    );
    const { container, rerender } = render(view(true));
    expect(container.textContent).toBe('room');
    await vi.waitFor(() => expect(container.textContent).toBe('row'));
    rerender(view(false));
    rerender(view(true));
    expect(container.textContent).toBe('row');
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
