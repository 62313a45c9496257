// The router every bundle uses, shared as one singleton in place of react-router itself.
//
// Shared libraries are built whole (the federation plugin cannot know which exports other bundles
// will use), and react-router 7 whole is ~61 KB gzip, most of it the data router, RSC and server
// APIs this store never calls. Shared through this file, only what is named here is kept of it.
// Import it by that name everywhere, shared's own code included: a relative import is not shared,
// and would give a remote a second router. A bundle needing another export adds it here: the share version carries a hash of this file, so
// a remote built against a different list loads as a failed remote instead of reading undefined.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateFunction } from 'react-router';
