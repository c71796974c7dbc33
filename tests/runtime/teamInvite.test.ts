/**
 * The team pages' pure rules: which organization a page is about, the roles an
 * inviter may grant (never above their own, product.md#roles-and-permissions), and which inline message a refusal gets.
 */
import { describe, expect, it } from 'vitest';
import type { Organization } from '../../generated/types';
import { ApiError } from '../../runtime/api/request';
import { inviteFailure } from '../../runtime/app/team/errorText';
import { chooseOrganization, grantableAccess } from '../../runtime/app/team/teamOrganization';

const org = (id: number, access: Organization['access']): Organization => ({
  id,
  name: `Org ${id}`,
  access,
  sites: [],
  admins: [],
});

describe('grantableAccess', () => {
  it('offers up to the inviter’s own level', () => {
    expect(grantableAccess('read')).toEqual(['read']);
    expect(grantableAccess('write')).toEqual(['read', 'write']);
    expect(grantableAccess('admin')).toEqual(['read', 'write', 'admin']);
  });
});

describe('chooseOrganization', () => {
  const orgs = [org(1, 'read'), org(2, 'write'), org(3, 'admin')];
  it('takes the route’s organization, only among eligible ones', () => {
    expect(chooseOrganization(orgs, { routeOrganizationId: 3, writable: true })?.id).toBe(3);
    expect(chooseOrganization(orgs, { routeOrganizationId: 1, writable: true })).toBeUndefined();
    expect(chooseOrganization(orgs, { routeOrganizationId: 9 })).toBeUndefined();
  });
  it('else the current site’s, else the first eligible', () => {
    expect(chooseOrganization(orgs, { siteOrganizationId: 3, writable: true })?.id).toBe(3);
    expect(chooseOrganization(orgs, { siteOrganizationId: 1, writable: true })?.id).toBe(2);
    expect(chooseOrganization(orgs, { siteOrganizationId: 1 })?.id).toBe(1);
    expect(chooseOrganization([org(1, 'read')], { writable: true })).toBeUndefined();
  });
});

describe('inviteFailure', () => {
  const error = (status: number, body?: { error: string; field?: string }) =>
    new ApiError(status, body ? { message: 'x', ...body } : undefined, 'POST', '/x');
  it.each([
    [error(400, { error: 'bad_request', field: 'email' }), { field: 'email', reason: 'email' }],
    [
      error(409, { error: 'already_member', field: 'email' }),
      { field: 'email', reason: 'already-member' },
    ],
    [
      error(409, { error: 'already_invited', field: 'email' }),
      { field: 'email', reason: 'already-invited' },
    ],
    [error(403, { error: 'forbidden', field: 'access' }), { field: 'access', reason: 'access' }],
    [error(403, { error: 'forbidden' }), { reason: 'forbidden' }],
    [error(429, { error: 'rate_limited' }), { reason: 'rate-limited' }],
    [error(500), { reason: 'default' }],
    [new Error('network'), { reason: 'default' }],
  ])('%s', (failure, expected) => {
    expect(inviteFailure(failure)).toEqual(expected);
  });
});
