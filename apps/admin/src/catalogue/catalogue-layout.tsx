/** The Catalogue area (owner, content): games, providers and categories as players see them. */
import { NavLink, Outlet } from 'react-router';
import './catalogue.css';

export function CatalogueLayout() {
  return (
    <section className="screen catalogue-screen" aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">Catalogue</h1>
      <nav className="catalogue-tabs" aria-label="Catalogue">
        <NavLink to="/catalogue/games">Games</NavLink>
        <NavLink to="/catalogue/providers">Providers</NavLink>
        <NavLink to="/catalogue/categories">Categories</NavLink>
      </nav>
      <Outlet />
    </section>
  );
}
