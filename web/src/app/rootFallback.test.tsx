// The root fallback (spec section 2): when the shell itself fails, the page says UNEXPECTED ERROR
// and offers the way home, rather than going blank.
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { englishMessages } from '../i18n';
import { routes } from './router';

vi.mock('./Layout', () => ({
  Layout: () => {
    throw new Error('the shell broke');
  },
}));

afterEach(cleanup);

it('shows UNEXPECTED ERROR and a link home when the shell fails', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter(routes(), { initialEntries: ['/football'] });
  render(
    <IntlProvider locale="en" defaultLocale="en" messages={englishMessages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  const fallback = await screen.findByTestId('root-fallback', {}, { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('UNEXPECTED ERROR');
  expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
  expect(fallback.querySelector('[data-testid="error-image"]')).not.toBeNull();
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});
