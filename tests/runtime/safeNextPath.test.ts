/**
 * Where the login page may send the user (product.md#states-and-transitions "Login goes to the next page or home"): only
 * paths of this origin; anything else → undefined (home).
 */
import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../../runtime/rules/signup/safeNextPath';

describe('safeNextPath', () => {
  it.each([
    ['/sites/1/overview', '/sites/1/overview'],
    ['/sites/1/surveys/edit/2?surveyTab=design', '/sites/1/surveys/edit/2?surveyTab=design'],
    ['/settings/integrations#top', '/settings/integrations#top'],
    ['/', '/'],
    ['/a/../sites/1/overview', '/sites/1/overview'], // normalised, still this origin
    ['/sites/1/%2F%2Fevil.example', '/sites/1/%2F%2Fevil.example'], // encoded slashes stay a path
  ])('accepts %j', (next, want) => {
    expect(safeNextPath(next)).toBe(want);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['sites/1/overview'], // relative
    ['//evil.example/path'], // protocol-relative
    ['/\\evil.example'], // backslash: browsers read it as //
    ['/\t/evil.example'], // tab is dropped by browsers → //
    ['/\n/evil.example'],
    ['/ /evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['\\\\evil.example'],
    ['/login'], // the login page itself would loop
    ['/login?next=/x'],
    ['/login/sso'],
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });
});
