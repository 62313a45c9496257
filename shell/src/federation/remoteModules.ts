import type { CartServiceModule, RemoteRoutesProps } from '@store/shared';
import type { ComponentType } from 'react';

// The remotes' exposed modules as they really are. `mf_cart/cartService` and the others resolve
// (shell tsconfig `paths`) to declarations that scripts/remote-types.mjs generates from each
// remote's own source before every typecheck, rather than to hand-written copies that agree with
// a remote only until it changes. A remote changing what it exposes then fails the shell's
// typecheck below instead of a shopper's page.

export type CatalogRoutesExports = typeof import('mf_catalog/Routes');
export type CartRoutesExports = typeof import('mf_cart/Routes');
export type CartServiceExports = typeof import('mf_cart/cartService');
export type CheckoutRoutesExports = typeof import('mf_checkout/Routes');
export type SupportRoutesExports = typeof import('mf_support/Routes');

/** Compiles only when T is assignable to U. */
type Assert<T extends U, U> = T;
/** `any` would pass every check, and it is what a declaration that failed to resolve turns into. */
type Known<T> = 0 extends 1 & T ? UnresolvedRemoteType : T;
interface UnresolvedRemoteType {
  unresolved: true;
}

type RemoteRoutes = ComponentType<RemoteRoutesProps>;

/**
 * What the shell uses each remote as (loadRemoteRoutes, boot/cartService) against what the remote
 * really exports: a remote whose exposed signature drifts fails here.
 */
export type RemoteModuleChecks = [
  Assert<Known<CatalogRoutesExports['default']>, RemoteRoutes>,
  Assert<Known<CartRoutesExports['default']>, RemoteRoutes>,
  Assert<Known<CheckoutRoutesExports['default']>, RemoteRoutes>,
  Assert<Known<SupportRoutesExports['default']>, RemoteRoutes>,
  Assert<Known<CartServiceExports['startCartService']>, CartServiceModule['startCartService']>,
];
