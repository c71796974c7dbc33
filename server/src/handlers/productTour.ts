/**
 * The demo-site product tour of the signed-in user (product.md#states-and-transitions "Demo tour", product.md#calls): POST creates it
 * (201; 409 with the same body when it already exists, which the client counts as success),
 * DELETE ends it (204, also when there was none). The demo site and its read-only listing:
 * data/productTour.ts and seed/demoSite.ts.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { createProductTour as create, deleteProductTour as remove } from '../data/productTour';
import { signedInUser, type RequestContext } from '../http/context';

export const createProductTour: ApiHandler<'createProductTour', RequestContext> = async (
  _input,
  context,
) => {
  const tour = await create(context.db, signedInUser(context));
  const body = { userId: tour.userId, demoSiteId: tour.demoSiteId };
  return tour.created ? { status: 201, body } : { status: 409, body };
};

export const deleteProductTour: ApiHandler<'deleteProductTour', RequestContext> = async (
  _input,
  context,
) => {
  await remove(context.db, signedInUser(context));
  return { status: 204 };
};
