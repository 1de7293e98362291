// The CMS pages other features' routes show: the home page (under the auth routes' dialogs too),
// and an operator's page at a path before the sport or league of that path (app/router).
import type { ComponentType } from 'react';

export const homePage = () => import('./HomePage').then((m) => m.HomePage);

/** A route's page, unless the operator wrote a CMS page at its path. */
export async function orContent(page: Promise<ComponentType>): Promise<ComponentType> {
  const [{ contentOr }, Page] = await Promise.all([import('./ContentRoute'), page]);
  return contentOr(Page);
}
