import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { report } from '../reporting/report';
import { ErrorPage } from './ErrorPages';

vi.mock('../reporting/report', () => ({ report: vi.fn() }));

function Broken(): never {
  throw new Error('render boom');
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', errorElement: <ErrorPage />, children: [{ path: 'broken', element: <Broken /> }] }],
    { initialEntries: [path] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="en" onError={() => {}}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

// The router's error page reports the error it shows; the filter drops a 404 response, the
// page-not-found transaction (core/reporting/filter.ts).
describe('the error page', () => {
  afterEach(() => {
    cleanup();
    vi.mocked(report).mockClear();
    vi.spyOn(console, 'error').mockRestore();
  });

  it.each([
    ['a page that failed to render', '/broken', expect.objectContaining({ message: 'render boom' })],
    ['a path no route matches', '/nowhere', expect.objectContaining({ status: 404 })],
  ])('reports %s once', async (_, path, error) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(path);
    await screen.findByTestId('error-page');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(error, { kind: 'route' });
  });
});
