// The CMS feature's public part: the home page and the rule that an operator's page at a path
// comes first (cms/routes.ts), the kinds of block it draws itself, and the footer's layout that a
// page may ask for.
export { OWN_KINDS } from './blocks/kinds';
export { useFooterLayout } from './footerLayout';
export { homePage, orContent } from './routes';
