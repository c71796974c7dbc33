/**
 * The register page's URL parameters (product.md#screens-and-routes "Signup URL parameters"; product.md#validation/product.md#constants-and-limits pricing table
 * default 8 when the URL gives no valid number) and the register source they select (product.md#calls).
 */
import { describe, expect, it } from 'vitest';
import {
  parseSignupParams,
  positiveInteger,
  registerSourceOf,
} from '../../runtime/rules/signup/signupParams';
import { afterSignupNext } from '../../runtime/app/signup/rules/afterSignupNext';
import { preferredSignupMethod } from '../../runtime/app/signup/rules/signupMethod';

describe('parseSignupParams', () => {
  it('reads every parameter of product.md#screens-and-routes', () => {
    expect(
      parseSignupParams(
        '?signup_method=Google&c=trial-org-1-10&utm_content=hero&survey_template_id=803182' +
          '&pricing_table=12&cs_lite=1&logout=true&sso_provider=google&auth_provider=google' +
          '&ssotk=tok-1&next=%2Fsites%2F3%2Foverview',
      ),
    ).toEqual({
      signupMethod: 'google',
      campaignHash: 'trial-org-1-10',
      utmContent: 'hero',
      surveyTemplateId: 803182,
      pricingTable: 12,
      csLite: true,
      logout: true,
      ssoProvider: 'google',
      authProvider: 'google',
      ssoToken: 'tok-1',
      next: '/sites/3/overview',
    });
  });

  it('has only the defaults without parameters', () => {
    expect(parseSignupParams('')).toEqual({ pricingTable: 8, csLite: false, logout: false });
  });

  it.each([
    ['', 8],
    ['abc', 8],
    ['0', 8],
    ['-3', 8],
    ['8.0', 8],
    ['1e1', 8],
    ['0x8', 8],
    ['99999999999999999', 8], // not a safe integer
    ['7', 7],
    [' 12 ', 12],
    ['012', 12],
  ])('pricing_table=%j → %d (product.md#validation default 8)', (value, want) => {
    expect(parseSignupParams(`pricing_table=${encodeURIComponent(value)}`).pricingTable).toBe(want);
  });

  it('takes the default pricing table it is given (settings)', () => {
    expect(parseSignupParams('pricing_table=x', 9).pricingTable).toBe(9);
  });

  it.each([
    ['cs_lite', true],
    ['cs_lite=', true],
    ['cs_lite=1', true],
    ['cs_lite=TRUE', true],
    ['cs_lite=0', false],
    ['cs_lite=false', false],
    ['cs_lite=yes', false],
    ['', false],
  ])('%j → csLite %s', (search, want) => {
    expect(parseSignupParams(search).csLite).toBe(want);
  });

  it.each([
    ['next=//evil.example', undefined],
    ['next=https://evil.example/', undefined],
    ['next=javascript:alert(1)', undefined],
    ['next=%2F%5Cevil.example', undefined],
    ['next=/login', undefined],
    ['next=/profile/details', '/profile/details'],
  ])('%s → next %j (same-origin paths only)', (search, want) => {
    expect(parseSignupParams(search).next).toBe(want);
  });

  it('drops empty and overlong text parameters', () => {
    const params = parseSignupParams(`c=&utm_content=%20&ssotk=${'x'.repeat(201)}`);
    expect(params.campaignHash).toBeUndefined();
    expect(params.utmContent).toBeUndefined();
    expect(params.ssoToken).toBeUndefined();
    expect(parseSignupParams(`ssotk=${'x'.repeat(200)}`).ssoToken).toHaveLength(200);
  });

  it('reads a URLSearchParams as well', () => {
    expect(parseSignupParams(new URLSearchParams({ c: 'x' })).campaignHash).toBe('x');
  });
});

describe('positiveInteger', () => {
  it.each([
    [null, undefined],
    [undefined, undefined],
    ['1', 1],
    ['0', undefined],
    ['1.5', undefined],
    ['+1', undefined],
  ])('%j → %j', (value, want) => {
    expect(positiveInteger(value)).toBe(want);
  });
});

describe('registerSourceOf', () => {
  it.each([
    ['survey_template_id=1&cs_lite=1&signup_method=google', 'survey-template'],
    ['cs_lite=1&signup_method=google', 'cs-lite'],
    ['signup_method=google', 'google'],
    ['signup_method=GOOGLE', 'google'],
    ['signup_method=email', 'default'],
    ['ssotk=tok-1&sso_provider=google', 'google'],
    ['survey_template_id=abc', 'default'],
    ['', 'default'],
  ])('%j → %s', (search, want) => {
    expect(registerSourceOf(parseSignupParams(search))).toBe(want);
  });
});

describe('preferredSignupMethod', () => {
  it.each([
    ['', 'email'],
    ['signup_method=google', 'google'],
    ['signup_method=email', 'email'],
    ['signup_method=carrier-pigeon', 'email'],
    ['auth_provider=google', 'google'],
    ['sso_provider=Google', 'google'],
    ['sso_provider=okta', 'email'],
    ['signup_method=email&auth_provider=google', 'email'],
  ])('%j → %s', (query, want) => {
    expect(preferredSignupMethod(parseSignupParams(query))).toBe(want);
  });
});

describe('afterSignupNext', () => {
  it.each([
    [{}, undefined],
    [{ next: '/profile/details', surveyTemplateId: 5, siteId: 3 }, '/profile/details'],
    [{ surveyTemplateId: 5, siteId: 3 }, '/sites/3/survey-templates'],
    [{ surveyTemplateId: 5, siteId: null }, undefined],
    [{ siteId: 3 }, undefined],
  ])('%j → %s', (options, want) => {
    expect(afterSignupNext(options)).toBe(want);
  });
});
