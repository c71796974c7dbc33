/**
 * The plans page starts where an experiment's values put the user's assigned variant (a fixture
 * experiment in the access bundle, not the real manifest): the treatment starts on the annual
 * cycle with an Ask business step preselected and marked; the control, or a page without the
 * experiment, starts monthly on each plan's first step. The user can still switch the cycle.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from '../../../contracts/access';
import CheckoutPage from '../../../runtime/app/billing/CheckoutPage';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import billing from '../../../locales/en/billing.json';
import { renderPage } from '../render';

const SITE = 3;
/** The first render of the page loads its chunks: slower than testing-library's 1 s default. */
const SLOW = { timeout: 5000 };

const annualPush: ExperimentDefinition = {
  variants: ['control', 'treatment'],
  control: 'control',
  lookup: 'user',
  values: {
    'checkout.cycle': { treatment: 'annually' },
    'checkout.plan': { treatment: 'ask-business-1000' },
  },
};

const step = (sku: string, price: number, monthlyResponses: number) => ({
  sku,
  price,
  monthlyResponses,
  selfServeEnabled: true,
  chargeable: price > 0,
  quotas: {},
});
const catalog = [
  {
    product: { id: 'PROD-1', name: 'ask' },
    plans: [
      { id: 'basic', name: 'basic', planTier: 0 },
      { id: 'business', name: 'business', planTier: 2 },
    ],
    allowances: [
      { ...step('ask-basic-20', 0, 20), planId: 'basic' },
      { ...step('ask-business-500', 79, 500), planId: 'business' },
      { ...step('ask-business-1000', 99, 1000), planId: 'business' },
    ],
  },
];

function renderCheckout(experiments: Record<string, ExperimentDefinition>, variant?: string) {
  const state = {
    session: { account: { productCatalogVersion: '1' } },
    bundles: { access: { experiments } },
    gateContext: { experiments: variant ? { annual_push: variant } : {} },
    siteStatus: 'none',
  } as unknown as SignedInState;
  const answer = { body: catalog };
  return renderPage(
    <SignedInContext.Provider value={state}>
      <CheckoutPage />
    </SignedInContext.Provider>,
    {
      path: `/checkout?siteId=${SITE}`,
      handlers: {
        [`GET /api/v1/sites/${SITE}/subscriptions`]: {
          body: {
            siteId: SITE,
            plan: 'basic',
            effectivePlan: 'basic',
            paymentMode: 'test',
            canChange: true,
            subscriptions: [],
          },
        },
        'GET /api/product-catalog/1/monthly/usd': answer,
        'GET /api/product-catalog/1/annually/usd': answer,
      },
    },
  );
}

const cycle = (name: 'monthly' | 'annually') =>
  screen.getByRole<HTMLInputElement>('radio', { name: billing.checkout[name] });
const businessStep = async () =>
  (await screen.findAllByLabelText<HTMLSelectElement>(billing.checkout.step, {}, SLOW))[0]!;

describe('plans page values set by an experiment', () => {
  it('starts the treatment on its cycle and preselected step, and lets the user switch', async () => {
    const { calls } = renderCheckout({ annual_push: annualPush }, 'treatment');
    expect((await businessStep()).selectedOptions[0]!.textContent).toMatch(/1,000/);
    expect(cycle('annually').checked).toBe(true);
    expect(screen.getByText(billing.checkout.suggested)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/product-catalog/1/annually/usd')).toBe(true);
    await userEvent.click(cycle('monthly'));
    await waitFor(() => expect(cycle('monthly').checked).toBe(true));
  });

  it('starts the control on the usual cycle and first step', async () => {
    renderCheckout({ annual_push: annualPush }, 'control');
    expect((await businessStep()).selectedOptions[0]!.textContent).toMatch(/500/);
    expect(cycle('monthly').checked).toBe(true);
    expect(screen.queryByText(billing.checkout.suggested)).toBeNull();
  });

  it('starts on the usual cycle and first step without an experiment', async () => {
    renderCheckout({}, 'treatment');
    expect((await businessStep()).selectedOptions[0]!.textContent).toMatch(/500/);
    expect(cycle('monthly').checked).toBe(true);
  });
});
