/** `/profile` (profile.index): the profile opens on "My details" (product.md#screens-and-routes "Profile items"). */
import { Navigate } from 'react-router';
import { pathTo } from '../../../generated/routes';

export default function ProfileIndexPage() {
  return <Navigate to={pathTo('profile.details')} replace />;
}
