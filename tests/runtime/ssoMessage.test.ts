/**
 * Messages of the Google sign-on popup (product.md#states-and-transitions "Signup SSO" "postMessage: messages
 * from another origin, from a window other than the popup, or malformed, change nothing (all
 * five actions)"). acceptSsoMessage returning null is what "change nothing" means: the page
 * acts only on what it returns.
 */
import { describe, expect, it } from 'vitest';
import type { SsoMessage } from '../../generated/types';
import { acceptSsoMessage } from '../../runtime/app/signup/rules/ssoMessage';

const APP = 'http://127.0.0.1:3000';
const popup = { name: 'the popup we opened' };
const otherWindow = { name: 'another window of the same origin' };

const googleData = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  provider: 'google',
  picture: null,
  sso_token: 'tok-123',
  locale: 'en',
  campaign_hash: null,
};

const VALID: Record<SsoMessage['action'], SsoMessage> = {
  signup: { action: 'signup', data: googleData as SsoMessage['data'] },
  login: { action: 'login' },
  mfa_login: { action: 'mfa_login' },
  partial_login_enforce_mfa: { action: 'partial_login_enforce_mfa' },
  'sso-error': { action: 'sso-error', error: 'suspended' },
};

/** A malformed variant of each action's message (schema or meaning broken). */
const MALFORMED: Record<SsoMessage['action'], unknown[]> = {
  signup: [
    { action: 'signup' }, // no Google data
    { action: 'signup', data: { ...googleData, email: 'not-an-email' } },
    { action: 'signup', data: { ...googleData, provider: 'github' } },
    { action: 'signup', data: { ...googleData, sso_token: undefined } },
    { action: 'signup', data: googleData, extra: 'field' },
  ],
  login: [{ action: 'login', data: 'x' }, { action: 'LOGIN' }, { action: ['login'] }],
  mfa_login: [{ action: 'mfa_login', error: 'nope' }, JSON.stringify({ action: 'mfa_login' })],
  partial_login_enforce_mfa: [{ action: 'partial_login_enforce_mfa', x: 1 }, null],
  'sso-error': [
    { action: 'sso-error' }, // no reason
    { action: 'sso-error', error: 'exploded' },
    { action: 'sso-error', error: 'suspended', message: '<img onerror>' },
  ],
};

const ACTIONS = Object.keys(VALID) as SsoMessage['action'][];

describe('acceptSsoMessage', () => {
  it.each(ACTIONS)('accepts a valid %s message from the popup, at the app origin', (action) => {
    const data = VALID[action];
    expect(
      acceptSsoMessage({ origin: APP, source: popup, data }, { appOrigin: APP, popup }),
    ).toEqual(data);
  });

  it.each(ACTIONS)('%s from another origin → null', (action) => {
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:3001', // another port
      'https://127.0.0.1:3000', // another scheme
      'http://localhost:3000', // another host name for the same machine
      'null', // sandboxed frames and file: pages
      '',
      `${APP}.evil.example`,
    ]) {
      const event = { origin, source: popup, data: VALID[action] };
      expect(acceptSsoMessage(event, { appOrigin: APP, popup })).toBeNull();
    }
  });

  it.each(ACTIONS)('%s from a window other than the popup → null', (action) => {
    for (const source of [otherWindow, null, undefined, {}]) {
      const event = { origin: APP, source, data: VALID[action] };
      expect(acceptSsoMessage(event, { appOrigin: APP, popup })).toBeNull();
    }
  });

  it.each(ACTIONS)('%s when no popup is open → null', (action) => {
    const event = { origin: APP, source: popup, data: VALID[action] };
    expect(acceptSsoMessage(event, { appOrigin: APP, popup: null })).toBeNull();
  });

  it.each(ACTIONS)('a malformed %s message → null', (action) => {
    for (const data of MALFORMED[action]) {
      const event = { origin: APP, source: popup, data };
      expect(acceptSsoMessage(event, { appOrigin: APP, popup })).toBeNull();
    }
  });

  it.each([{ action: 'logout' }, { action: 'signup_v2' }, {}, 'signup', 42, undefined])(
    'ignores an unknown action or shape: %j',
    (data) => {
      expect(
        acceptSsoMessage({ origin: APP, source: popup, data }, { appOrigin: APP, popup }),
      ).toBeNull();
    },
  );
});
