/** The Catalogue area (owner, content): games, providers and categories as players see them. */
import { AreaLayout } from '../ui/area-layout';
import './catalogue.css';

const tabs = [
  { to: '/catalogue/games', label: 'Games' },
  { to: '/catalogue/providers', label: 'Providers' },
  { to: '/catalogue/categories', label: 'Categories' },
  { to: '/catalogue/house-games', label: 'House games' },
];

export function CatalogueLayout() {
  return (
    <AreaLayout
      id="catalogue-title"
      title="Catalogue"
      tabsLabel="Catalogue"
      className="catalogue-screen"
      tabs={tabs}
    />
  );
}
