import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import { defineResource } from '../src/framework';
import products from './products';

/**
 * Products Configuration (spec 2.5 console `/administration/console/products`, SuperAdmin and Support): the module
 * catalogue with everything that decides where a module lives; a row opens the module's update screen
 * (`/administration/product/update/{productId}`), where `PATCH /products` saves it. Its columns are the
 * configuration (domain prefix, URL), where All Products shows the catalogue (description).
 */
export default defineResource({
  name: 'productsConfiguration',
  labels: {
    singular: 'Product',
    plural: 'Products configuration',
    empty: 'No products yet.',
    noMatches: 'No products match the current search and filters.',
  },
  icon: SettingsApplicationsIcon,
  recordRepresentation: 'name',
  api: products.api,
  // Its rows are the products resource's records, opened on that resource's update screen.
  route: {
    base: '/administration/console',
    listSegment: 'products',
    views: { list: true },
    rowClick: { definition: products, view: 'update' },
  },
  // All Products is the catalogue (name, description, demo); this console lists where each module lives instead.
  fields: products.fields.map((f) => ({ ...f, list: f.source !== 'description' && f.source !== 'logoUrl' })),
  sort: { field: 'name', order: 'ASC' },
  access: { list: ['SuperAdmin', 'Support'] },
  menu: [{ group: 'productsConfiguration', label: 'Products Configuration', view: 'list' }],
});
