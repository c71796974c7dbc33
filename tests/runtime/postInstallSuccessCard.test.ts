/**
 * The choice of the dashboard's post-install success card (runtime/app/dashboard/rules/
 * successCard.ts; product.md#roles-and-permissions "Plan content: basic, plus, business, scale (scale shows sales
 * contact). Freemium or large-company-trial-campaign users see a different success card").
 */
import { describe, expect, it } from 'vitest';
import { successCard } from '../../runtime/app/dashboard/rules/successCard';

describe('post-install success card (product.md#roles-and-permissions)', () => {
  const plans: [string, string, boolean][] = [
    ['basic', 'basic', false],
    ['plus', 'plus', false],
    ['business', 'business', false],
    ['scale', 'scale', true],
    // The plans product.md#roles-and-permissions does not name take the content of their tier (catalog plans.yaml).
    ['growth', 'plus', false],
    ['pro', 'business', false],
    ['enterprise', 'scale', true],
  ];
  for (const [plan, content, salesContact] of plans)
    it(`plan ${plan} → ${content} content${salesContact ? ' with the sales contact' : ''}`, () =>
      expect(successCard(plan)).toEqual({ kind: 'plan', content, salesContact }));

  it('only scale-tier content shows the sales contact', () => {
    const withSales = plans.filter(([plan]) => {
      const card = successCard(plan);
      return card.kind === 'plan' && card.salesContact;
    });
    expect(withSales.map(([plan]) => plan)).toEqual(['scale', 'enterprise']);
  });

  it('freemium (the free plan) sees the other card, not the basic content', () =>
    expect(successCard('free')).toEqual({ kind: 'other', reason: 'freemium' }));

  it('a large-company trial sees the other card whatever its plan', () => {
    expect(successCard('scale', 'large-company')).toEqual({
      kind: 'other',
      reason: 'large-company-trial',
    });
    expect(successCard('free', 'large-company')).toEqual({
      kind: 'other',
      reason: 'large-company-trial',
    });
  });

  it('the small-organization trial campaigns keep the plan content', () =>
    expect(successCard('business', 'organization-size')).toEqual({
      kind: 'plan',
      content: 'business',
      salesContact: false,
    }));

  it('no campaign known (null / undefined): the plan decides', () => {
    expect(successCard('scale', null)).toMatchObject({ kind: 'plan', content: 'scale' });
    expect(successCard('scale')).toMatchObject({ kind: 'plan', content: 'scale' });
  });

  it('an unknown plan gets the basic content', () =>
    expect(successCard('legacy-gold')).toEqual({
      kind: 'plan',
      content: 'basic',
      salesContact: false,
    }));
});
