import { viewsOf } from '../../../resources/entityViews.ts';
import { EntityBrowsePage } from './EntityBrowsePage.tsx';

/** /products/list#/{id}: products by name with name and unit of measure. */
export default function ProductsPage() {
  return <EntityBrowsePage resource={viewsOf('products')!} title="app.menu.products" />;
}
