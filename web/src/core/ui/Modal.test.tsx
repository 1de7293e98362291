import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

afterEach(cleanup);

function Page({ onClose = () => {}, dismissible = true }: { onClose?: () => void; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider locale="en" onError={() => {}}>
      <div id="root">
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      </div>
      {open && (
        <Modal
          name="welcome"
          title="Title here"
          dismissible={dismissible}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="First" />
          <button type="button">Last</button>
        </Modal>
      )}
    </IntlProvider>
  );
}

describe('Modal', () => {
  it('takes Escape as soon as it is in the page, before the browser paints it', async () => {
    // A render outside act at the default priority (as when a lazy modal's code arrives): React
    // commits the dialog, then runs passive effects only after the browser could paint it. The
    // observer fires in that gap, where a player's key may land too.
    const onClose = vi.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) return;
        observer.disconnect();
        fireEvent.keyDown(document, { key: 'Escape' });
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    root.render(
      <IntlProvider locale="en" onError={() => {}}>
        <Modal name="welcome" title="Title here" onClose={onClose}>
          <input aria-label="First" />
        </Modal>
      </IntlProvider>,
    );
    try {
      await pressed;
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      await act(async () => root.unmount());
      host.remove();
    }
  });

  it('is a modal dialog labelled by its title, focuses its first field and makes the page inert', () => {
    const { container } = render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Title here' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
    expect(container.querySelector('#root')?.hasAttribute('inert')).toBe(true);
  });

  it('keeps Tab inside and closes on Escape, giving focus back', () => {
    const onClose = vi.fn();
    const { container } = render(<Page onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const refocus = vi.spyOn(opener, 'focus');
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('#root')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
    // The page is not scrolled back to the opener: the player may have scrolled away since.
    expect(refocus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('ignores Escape and has no close button when not dismissible', () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('Modal layout numbers', () => {
  it.each([
    ['in the middle', undefined, '0px', false],
    ['a bonus alert, 200 px below the top', 200, '200px', true],
  ])('%s: at most 95%% of the screen tall', (_, offset, px, marked) => {
    render(
      <IntlProvider locale="en" onError={() => {}}>
        <Modal name="bonusAlert" title="Title" onClose={() => {}} offset={offset}>
          <p>Body</p>
        </Modal>
      </IntlProvider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.getPropertyValue('--modal-height')).toBe('95vh');
    expect(dialog.style.getPropertyValue('--modal-offset')).toBe(px);
    expect(dialog.hasAttribute('data-offset')).toBe(marked);
  });
});
