/**
 * The registration body (product.md#records-and-their-fields "Registration payload", product.md#validation "Terms are always sent as accepted
 * for SSO signup", default pricing table 8). Every body built here passes the API contract's
 * own precompiled validator, the one the server checks requests with.
 */
import { describe, expect, it } from 'vitest';
import type { CampaignState } from '../../generated/types';
import { validateRegisterAccountBody } from '../../generated/validators/api.js';
import {
  formRegistration,
  ssoRegistration,
  type SignupContext,
} from '../../runtime/app/signup/rules/registrationPayload';
import { parseSignupParams } from '../../runtime/rules/signup/signupParams';
import { experimentTag } from '../../runtime/app/signup/rules/experimentTag';

const valid: CampaignState = { valid: true, hash: 'trial-org-1-10', plan: 'business' };
const invalid: CampaignState = { valid: false, hash: 'nope', plan: 'basic' };

function context(search = '', campaign = invalid, anonymousId?: string): SignupContext {
  return {
    params: parseSignupParams(search),
    campaign,
    locale: 'en',
    anonymousId,
    recaptcha: null,
  };
}

const form = {
  name: '  Ada Lovelace ',
  email: ' ada@example.com ',
  password: 'correct horse battery staple',
  terms: true,
  consent_to_parent_company_rules: true,
  site_url: ' https://ada.example.com ',
};

describe('formRegistration', () => {
  it('sends every field of product.md#records-and-their-fields with what the visitor did not type', () => {
    const body = formRegistration(form, context('pricing_table=12&cs_lite=1', valid, 'anon-1'));
    expect(body).toEqual({
      recaptcha: null,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery staple',
      terms: true,
      consent_to_parent_company_rules: true,
      site_url: 'https://ada.example.com',
      campaign_hash: 'trial-org-1-10',
      plan: 'business',
      pricing_table: 12,
      is_cs_lite: true,
      experiment_tag: null,
      persistent_anonymous_id: 'anon-1',
      locale: 'en',
    });
    expect(validateRegisterAccountBody(body)).toBe(true);
  });

  it('defaults: pricing table 8, no campaign hash unless valid, plan basic, no site', () => {
    const body = formRegistration(
      { ...form, site_url: '  ', consent_to_parent_company_rules: undefined },
      context('c=nope'),
    );
    expect(body).toMatchObject({
      pricing_table: 8,
      campaign_hash: null,
      plan: 'basic',
      site_url: null,
      consent_to_parent_company_rules: false,
      is_cs_lite: false,
      persistent_anonymous_id: null,
    });
    expect(validateRegisterAccountBody(body)).toBe(true);
  });

  // A password signup with a token the server refuses outright (a single sign-on signup has no
  // password): the token goes in through the one-click signup of the register page instead.
  it('never mixes a sign-on token of the URL into a password signup', () => {
    const body = formRegistration(form, context('ssotk=t-1&auth_provider=google'));
    expect(body).not.toHaveProperty('sso_token');
    expect(body).not.toHaveProperty('sso_provider');
  });

  it('never truncates a long passphrase', () => {
    const password = 'p'.repeat(1024);
    expect(formRegistration({ ...form, password }, context()).password).toBe(password);
  });
});

describe('ssoRegistration', () => {
  const sso = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    provider: 'google' as const,
    picture: 'https://lh3.googleusercontent.com/a/pic',
    sso_token: 'tok-1',
    locale: 'de',
    campaign_hash: 'trial-org-1-10',
  };

  it('accepts the terms, sends the token and no password (product.md#validation)', () => {
    const body = ssoRegistration(sso, context('', valid));
    expect(body).toEqual({
      recaptcha: null,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      picture: 'https://lh3.googleusercontent.com/a/pic',
      sso_provider: 'google',
      sso_token: 'tok-1',
      terms: true,
      consent_to_parent_company_rules: false,
      locale: 'de',
      campaign_hash: 'trial-org-1-10',
      plan: 'business',
      pricing_table: 8,
      is_cs_lite: false,
      experiment_tag: null,
      persistent_anonymous_id: null,
    });
    expect(body).not.toHaveProperty('password');
    expect(validateRegisterAccountBody(body)).toBe(true);
  });

  it('sends a campaign hash only when the page found the campaign valid', () => {
    expect(ssoRegistration(sso, context('', invalid)).campaign_hash).toBeNull();
  });
});

describe('experiment_tag (product.md#records-and-their-fields, product.md#roles-and-permissions signup experiments)', () => {
  it('carries the signup experiments the visitor was assigned, sorted by name', () => {
    const tag = experimentTag({ signup_page_revamp: 'treatment', signup_optimization: 'control' });
    expect(tag).toBe('signup_optimization:control,signup_page_revamp:treatment');
    const body = formRegistration(form, { ...context(), experimentTag: tag });
    expect(body.experiment_tag).toBe(tag);
    expect(validateRegisterAccountBody(body)).toBe(true);
  });

  it('is null without any assignment (a failed lookup: the control everywhere)', () => {
    expect(experimentTag({})).toBeNull();
    expect(formRegistration(form, context()).experiment_tag).toBeNull();
  });
});
