/**
 * The product's own schemas and api manifests: no diagnostics, every call of product.md#calls declared
 * with the caching of product.md#constants-and-limits, and what they compile to type-checks and is valid OpenAPI.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../cli/src/formatDiagnostics';
import { validate, type Project } from '../../generator/src/index';
import { apiKind } from '../../generator/src/kinds/api';
import { schemasKind } from '../../generator/src/kinds/schemas';
import { REPO, typeCheckOverlay } from './typecheckOverlay';

const MINE = /^(manifests\/(schemas|api)\/|locales\/en\/(common|profile)\.json)/;

let project: Project;
beforeAll(() => {
  project = validate(REPO);
});

const endpoint = (id: string) => project.model.api.endpoints.find((e) => e.id === id);

describe('manifests/schemas and manifests/api', () => {
  it('have no diagnostics', () => {
    expect(formatDiagnostics(project.diagnostics.filter((d) => MINE.test(d.file)))).toBe('');
  });

  it('declare every call of product.md#calls and the session calls', () => {
    const ids = project.model.api.endpoints.map((e) => e.id);
    for (const id of [
      'getCampaign',
      'registerCampaign',
      'getRegisterSource',
      'registerAccount',
      'listSessionsInProgress',
      'googleSsoStart',
      'listSurveyTemplates',
      'generateAiSurvey',
      'generateAiQuestions',
      'getMonthlySessions',
      'getSessionSettings',
      'getSite',
      'getPersonalization',
      'getProductCatalog',
      'getAppState',
      'saveAppState',
      'getSettings',
      'updateUserLocale',
      'getUserLocale',
      'updateAccountLocale',
      'getAccountLocale',
      'createProductTour',
      'deleteProductTour',
      'listUserOrganizations',
      'getSiteProject',
      'getCrossSellAccount',
      'getAnonymousExperiments',
      'getUserExperiments',
      'getSiteExperiments',
      'login',
      'logout',
      'getCurrentUser',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it.each([
    ['getCampaign', 3600, undefined],
    ['listSessionsInProgress', 3600, 10],
    ['getSettings', 3600, undefined],
    ['getAppState', 3600, undefined],
    ['getProductCatalog', 3600, undefined],
    ['getPersonalization', 10, undefined],
  ])('%s caches %s s and polls every %s s (product.md#constants-and-limits)', (id, cache, poll) => {
    const { cacheSeconds, pollSeconds } = endpoint(id)!;
    expect({ cacheSeconds, pollSeconds }).toEqual({ cacheSeconds: cache, pollSeconds: poll });
  });

  it('mark AI calls cancellable and the sign-on page as navigation', () => {
    expect(endpoint('generateAiSurvey')!.cancellable).toBe(true);
    expect(endpoint('generateAiQuestions')!.cancellable).toBe(true);
    expect(endpoint('googleSsoStart')!.kind).toBe('navigation');
  });

  it('declare the entities of product.md#records-and-their-fields', () => {
    const names = project.model.schemas.schemas.map((s) => s.name);
    for (const name of [
      'Site',
      'Organization',
      'User',
      'Notification',
      'Campaign',
      'CampaignState',
      'RegistrationPayload',
      'GoogleSsoData',
      'InProgressSession',
      'GettingStartedFlags',
      'GetStartedPageState',
      'UserProfile',
      'OnboardingStage',
      'SamlRoleOption',
      'GuideState',
      'SurveyTemplate',
      'MonthlySessionUsage',
      'SessionSettings',
      'AiSurveyResult',
      'DailySessionCoverage',
      'ProductCatalog',
      'Product',
      'Plan',
      'Allowance',
      'AppStateSetting',
      'Settings',
      'Locale',
      'ApiError',
    ]) {
      expect(names).toContain(name);
    }
    const flags = project.model.schemas.schemas.find((s) => s.name === 'GettingStartedFlags')!;
    expect(Object.keys(flags.schema.properties!)).toHaveLength(18);
    const roles = project.model.schemas.schemas.find((s) => s.name === 'SamlRoleOption')!;
    expect(roles.schema.properties!.value!.enum).toHaveLength(14);
  });

  it('compile to TypeScript that type-checks and to a valid OpenAPI document', async () => {
    const emitters = [...(schemasKind.emitters ?? []), ...(apiKind.emitters ?? [])];
    const outputs = (
      await Promise.all(emitters.map((e) => e.emit(project.model, { root: REPO })))
    ).flat();
    const ts = Object.fromEntries(
      outputs.filter((o) => o.path.endsWith('.ts')).map((o) => [o.path, o.content]),
    );
    expect(Object.keys(ts).sort()).toEqual([
      'generated/api/client.ts',
      'generated/api/contracts.ts',
      'generated/types.ts',
      'generated/validators/api.d.ts',
      'generated/validators/forms.d.ts',
      'generated/validators/storedForms.d.ts',
    ]);
    expect(typeCheckOverlay(ts)).toEqual([]);
    const openapi = outputs.find((o) => o.path === 'generated/openapi.json')!;
    const result = await new Validator().validate(JSON.parse(openapi.content));
    expect(result.errors ?? []).toEqual([]);
  });
});
