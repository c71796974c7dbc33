/**
 * Site selector search (product.md#validation): case-insensitive over organization or site name; an
 * organization match keeps all its sites; nothing matching → empty (the UI shows the message).
 */
import { describe, expect, it } from 'vitest';
import { filterOrganizations } from '../../runtime/app/signedIn/popovers/siteSearch';

const organizations = [
  {
    id: 1,
    name: 'Acme Corp',
    sites: [
      { id: 11, name: 'acme.com' },
      { id: 12, name: 'Shop' },
    ],
  },
  {
    id: 2,
    name: 'Globex',
    sites: [
      { id: 21, name: 'Globex Store' },
      { id: 22, name: 'Blog' },
    ],
  },
  { id: 3, name: 'Initech', sites: [] },
];

/** org id → site ids kept */
const kept = (query: string) =>
  Object.fromEntries(
    filterOrganizations(organizations, query).map((o) => [o.id, o.sites.map((s) => s.id)]),
  );

describe('filterOrganizations', () => {
  it.each([
    { query: '', want: { 1: [11, 12], 2: [21, 22], 3: [] } },
    { query: '   ', want: { 1: [11, 12], 2: [21, 22], 3: [] } },
    { query: 'acme', want: { 1: [11, 12] } }, // organization name: all its sites
    { query: 'ACME', want: { 1: [11, 12] } }, // case-insensitive
    { query: 'shop', want: { 1: [12] } }, // site name only: just that site
    { query: 'STORE', want: { 2: [21] } },
    { query: 'glob', want: { 2: [21, 22] } }, // org and site both match: the whole org
    { query: 'o', want: { 1: [11, 12], 2: [21, 22] } }, // "Acme Corp", "Globex"
    { query: 'b', want: { 2: [21, 22] } },
    { query: 'initech', want: { 3: [] } }, // an organization without sites still matches by name
    { query: ' blog ', want: { 2: [22] } }, // surrounding spaces ignored
    { query: 'nothing here', want: {} }, // empty result → the empty-result message
  ])('"$query"', ({ query, want }) => {
    expect(kept(query)).toEqual(want);
  });

  it('does not change its input', () => {
    const copy = structuredClone(organizations);
    filterOrganizations(organizations, 'shop');
    expect(organizations).toEqual(copy);
  });
});
