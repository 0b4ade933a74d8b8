// The part of react-router-dom the shell shares with the remotes. The shell provides the router
// as a singleton built from exactly these exports, so everything else in the package is left
// out of the page; a remote that imports anything else fails its build with a clear message
// (see RouterContractPlugin). Adding a name here is a minor version of the shell's contract.
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Outlet',
  'Link',
  'NavLink',
  'Navigate',
  'useNavigate',
  'useLocation',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useResolvedPath',
  'useInRouterContext',
  'useNavigationType',
  'useOutletContext',
  'matchPath',
  'generatePath',
  'createSearchParams',
  'resolvePath',
];

module.exports = { ROUTER_EXPORTS };
