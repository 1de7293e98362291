// The home page is the CMS page "/" (content/pages/home.yaml): its blocks say what it shows. This
// module stays the route's chunk, which the first-route ceiling measures.
import { CmsPage } from './CmsPage';

export function HomePage() {
  return <CmsPage path="/" />;
}
