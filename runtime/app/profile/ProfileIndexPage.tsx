/** `/profile` (profile.index): the profile opens on "My details" (spec §2 "Profile items"). */
import { Navigate } from 'react-router';
import { pathTo } from '../../../generated/routes';

export default function ProfileIndexPage() {
  return <Navigate to={pathTo('profile.details')} replace />;
}
