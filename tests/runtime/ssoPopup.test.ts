/**
 * The Google popup (product.md#states-and-transitions "a popup (640x700)"; product.md#calls "Popup opens /api/sso/google-start with
 * query survey_template_id, c, signup_method, sso_source, locale").
 */
import { describe, expect, it } from 'vitest';
import { ssoPopupFeatures, ssoStartUrl } from '../../runtime/app/signup/rules/ssoPopup';

describe('ssoStartUrl', () => {
  it('carries product.md#calls query', () => {
    const url = new URL(
      ssoStartUrl(
        { surveyTemplateId: 803182, campaignHash: 'trial-org-1-10', signupMethod: 'email' },
        'signup',
        'de',
      ),
      'http://app.invalid',
    );
    expect(url.pathname).toBe('/api/sso/google-start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      survey_template_id: '803182',
      c: 'trial-org-1-10',
      signup_method: 'google',
      sso_source: 'signup',
      locale: 'de',
    });
  });

  it('leaves out what the page does not have', () => {
    expect(ssoStartUrl({}, 'login', 'en')).toBe(
      '/api/sso/google-start?signup_method=google&sso_source=login&locale=en',
    );
  });
});

describe('ssoPopupFeatures', () => {
  it.each([
    [{ screenX: 0, screenY: 0, outerWidth: 1280, outerHeight: 800 }, 'left=320,top=50'],
    [{ screenX: 100, screenY: 40, outerWidth: 1440, outerHeight: 900 }, 'left=500,top=140'],
    // A window smaller than the popup: never off the top-left of the screen.
    [{ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 500 }, 'left=0,top=0'],
  ])('%j → 640×700 centred (%s)', (frame, position) => {
    expect(ssoPopupFeatures(frame)).toBe(`popup,width=640,height=700,${position}`);
  });
});
