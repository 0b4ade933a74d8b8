import { PlatformProvider } from '@healing/platform';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ShellLayout } from '../layout/shell-layout';
import { type SocialAccounts, SocialAccountsContext } from '../layout/social-accounts';
import type { PreviewOverride } from '../remotes/preview';
import { AdminRoute } from './admin-route';
import { ROUTES, type ShopRoute } from './route-table';

interface AppProps {
  queryClient: QueryClient;
  previews: PreviewOverride[];
  social: SocialAccounts;
}

/**
 * Every route: the shop's inside the shell's layout, the same tree in the browser and on the
 * server; the back office in its own frame (never rendered on the server, see shell/edge).
 */
export function AppRoutes({
  previews,
  routes = ROUTES,
}: {
  previews: PreviewOverride[];
  /** The shop's routes: every one, unless the server narrowed them to the page's (server-render). */
  routes?: readonly ShopRoute[];
}) {
  return (
    <Routes>
      <Route path="/admin/*" element={<AdminRoute previewsOn={previews.length > 0} />} />
      <Route element={<ShellLayout previews={previews} />}>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
      </Route>
    </Routes>
  );
}

export function App({ queryClient, previews, social }: AppProps) {
  return (
    <PlatformProvider queryClient={queryClient}>
      <BrowserRouter>
        <SocialAccountsContext.Provider value={social}>
          <AppRoutes previews={previews} />
        </SocialAccountsContext.Provider>
      </BrowserRouter>
    </PlatformProvider>
  );
}
