// Links inside the app: paths are written without a locale and get the current locale's prefix
// (none for the default locale; external links stay as they are), as the spec's section 2 says.
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { localizePath } from '../domain/locale';
import { useLocale } from './locale';

export function LocalLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const locale = useLocale();
  return <Link to={localizePath(to, locale)} {...rest} />;
}

export function LocalNavLink({ to, ...rest }: Omit<NavLinkProps, 'to'> & { to: string }) {
  const locale = useLocale();
  return <NavLink to={localizePath(to, locale)} {...rest} />;
}

/** A hook form for code that builds hrefs itself. */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
