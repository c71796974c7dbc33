/**
 * The real empty-states manifests encode product.md#screens-and-routes "Feature empty states", product.md#roles-and-permissions and product.md#errors, as the
 * runtime sees them in the bundle.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validate } from '../../generator/src/index';
import {
  emptyStatesBundle,
  type EmptyStatesBundle,
} from '../../generator/src/kinds/emptyStates/bundle';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
// Through JSON, as the runtime reads it (model items carry a non-enumerable `$at`).
const bundle: EmptyStatesBundle = JSON.parse(
  JSON.stringify(emptyStatesBundle(validate(ROOT).model['empty-states'])),
);
const { features, standard, actions } = bundle;

describe('feature empty states (product.md#screens-and-routes)', () => {
  it('covers the ten features the product rules name, each declared one with a title and text', () => {
    const named = [
      'dashboard',
      'feedback',
      'funnels',
      'heatmaps',
      'highlights',
      'impact',
      'recordings',
      'session-replay',
      'surveys',
      'trends',
    ];
    expect(
      named.filter((name) => !(name in features)),
      'the product rules give these features an empty state: change this test with the product decision',
    ).toEqual([]);
    for (const state of Object.values(features)) {
      expect(state.title).toMatch(/^empty-states:/);
      expect(state.text).toMatch(/^empty-states:/);
      if (state.image) expect(state.image).toMatch(/^\/images\/empty-states\//);
    }
  });
  it('shows install and demo-site buttons, a pre-install warning and the experiment overlay', () => {
    expect(standard!.installButton).toMatchObject({
      action: 'open-tracking-code-modal',
      gate: { tracking: ['not-installed'] },
    });
    expect(standard!.demoButton.action).toBe('start-demo-tour');
    expect(standard!.notice).toMatchObject({
      tone: 'warning',
      gate: { tracking: ['not-installed'] },
    });
    expect(standard!.overlay).toEqual({
      gate: {
        all: [
          { experiment: { name: 'stp_setup_based_on_intention', variants: ['treatment'] } },
          { tracking: ['not-installed'] },
        ],
      },
      primary: 'installButton',
      secondary: 'demoButton',
    });
  });
  it('the demo-site action fails with the activation toast (product.md#errors)', () => {
    expect(actions.find((a) => a.name === 'start-demo-tour')?.errorToast).toBe(
      'activation:overview.product-tour.error',
    );
  });
  it('surveys and feedback link to install', () => {
    expect(features.surveys!.installLink?.action).toBe('open-tracking-code-modal');
    expect(features.feedback!.installLink?.action).toBe('open-tracking-code-modal');
  });
  it('feedback create is disabled with a tooltip without feedbacks-create (product.md#roles-and-permissions)', () => {
    expect(features.feedback!.createButton).toMatchObject({
      route: 'feedback.create',
      gate: { permission: 'feedbacks-create' },
      whenDenied: 'disabled',
      tooltip: 'empty-states:feedback.no-permission',
    });
  });
  it('surveys: new-survey dropdown gated by surveys-create', () => {
    expect(features.surveys!.newSurveyDropdown).toMatchObject({
      gate: { permission: 'surveys-create' },
      whenDenied: 'disabled',
    });
  });
  it('surveys pending-setup: the highlighted templates of the library plus browse, all disabled without surveys-create', () => {
    const cards = features.surveys!.pendingSetup!.cards;
    expect(cards.map((c) => c.templates ?? c.route)).toEqual([
      'highlighted',
      'survey-templates.gallery',
    ]);
    expect(cards[0]!.route).toBe('surveys.create');
    for (const card of cards)
      expect(card).toMatchObject({
        gate: { permission: 'surveys-create' },
        whenDenied: 'disabled',
      });
  });
  it('surveys pending installation: install button and a skip-installation link', () => {
    const p = features.surveys!.pendingInstallation!;
    expect([p.installButton.action, p.skipLink.action]).toEqual([
      'open-tracking-code-modal',
      'skip-installation',
    ]);
  });
  it('recordings pending data: warning opens the modal, disabled goes to site settings, normal teases 3 cards', () => {
    const d = features.recordings!.pendingData!;
    expect(d.warning.button?.action).toBe('open-tracking-code-modal');
    expect(d.disabled.button?.route).toBe('site.settings');
    expect(d.normal.teaser).toMatchObject({ maxCards: 3, refreshSeconds: 10 });
    expect(d.normal.teaser!.fields.map((f) => f.field)).toEqual([
      'browser',
      'device',
      'newUser',
      'country',
      'pageUrl',
    ]);
  });
});
