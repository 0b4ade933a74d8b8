// The server's narrowing of the route table (server-render.tsx): only the route a page's address
// renders is handed to React Router.
import { matchRoutes } from 'react-router-dom';
import { ROUTES, type ShopRoute } from './route-table';

/** Pages' paths whose route is known; bounded, as a visitor can ask for any path. */
const ROUTES_KEPT = 500;
const routeByPath = new Map<string, readonly ShopRoute[]>();

/**
 * The shop's routes narrowed to the one this address renders. React Router flattens, ranks and
 * compiles every route's pattern each time it renders its routes (a fifth of the shell's render
 * here); only the matched route's elements are ever rendered, so the tree and its HTML are the
 * same with the others left out (server-render.spec compares both for every route).
 */
export function routesFor(url: string): readonly ShopRoute[] {
  const { pathname } = new URL(url, 'http://x');
  let routes = routeByPath.get(pathname);
  if (!routes) {
    const matches = matchRoutes(
      ROUTES.map(({ path }) => ({ path })),
      pathname,
    );
    const path = matches?.at(-1)?.route.path;
    const matched = ROUTES.filter((route) => route.path === path);
    routes = matched.length === 1 ? matched : ROUTES;
    if (routeByPath.size >= ROUTES_KEPT) routeByPath.clear();
    routeByPath.set(pathname, routes);
  }
  return routes;
}
