import { pathTo } from '../../../generated/routes';

/** `/login?next=<where the user was going>` (product.md#screens-and-routes: signed-out users are sent to /login). */
export function loginPath(next: string): string {
  return next === '/'
    ? pathTo('auth.login')
    : `${pathTo('auth.login')}?next=${encodeURIComponent(next)}`;
}
