import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRootAttribute } from './rootAttribute';

function Part({ value }: { value: string | undefined }) {
  useRootAttribute('slip', value);
  return null;
}

afterEach(cleanup);

describe('useRootAttribute', () => {
  it('sets the attribute while mounted, follows its value and removes it', () => {
    const root = document.documentElement;
    const { rerender, unmount } = render(<Part value="open" />);
    expect(root.getAttribute('data-slip')).toBe('open');
    rerender(<Part value="closed" />);
    expect(root.getAttribute('data-slip')).toBe('closed');
    rerender(<Part value={undefined} />);
    expect(root.hasAttribute('data-slip')).toBe(false);
    rerender(<Part value="empty" />);
    unmount();
    expect(root.hasAttribute('data-slip')).toBe(false);
  });
});
