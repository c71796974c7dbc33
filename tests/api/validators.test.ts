/**
 * The precompiled validators work as plain ES modules: imported here (vitest) and by Node
 * itself, they accept good payloads and reject bad ones with ajv errors.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Model } from '../../generator/src/index';
import { formValidatorsEmitter } from '../../generator/src/kinds/api/emitValidators';
import { FIXTURES } from '../generator/fixtureHarness';
import { REPO } from './typecheckOverlay';

const API_JS = join(
  FIXTURES,
  'valid',
  'api-basic',
  'expected',
  'generated',
  'validators',
  'api.js',
);
/** Inside node_modules, so the emitted `import 'ajv/…'` resolves from there. */
const SCRATCH = join(REPO, 'node_modules', '.cache', 'lodestar-validator-tests');

type Validate = ((data: unknown) => boolean) & { errors?: { keyword: string }[] | null };

describe('api validators (api-basic fixture)', () => {
  it.each([
    [{ goal: 'Why do visitors leave?' }, true, []],
    [{ goal: '' }, false, ['minLength']],
    [{ goal: 'x'.repeat(401) }, false, ['maxLength']],
    [{ goal: '😀'.repeat(400) }, true, []], // length in characters, not UTF-16 units
    [{ goal: 'ok', extra: 1 }, false, ['additionalProperties']],
    [{}, false, ['required']],
    ['goal', false, ['type']],
  ])('%j → %s', async (payload, valid, keywords) => {
    const { validateGenerateAiSurveyBody: validate } = (await import(API_JS)) as {
      validateGenerateAiSurveyBody: Validate;
    };
    expect(validate(payload)).toBe(valid);
    expect((validate.errors ?? []).map((e) => e.keyword)).toEqual(keywords);
  });

  it('loads in plain Node ESM (no bundler, no vitest)', () => {
    const script = `const m = await import(${JSON.stringify(pathToFileURL(API_JS).href)});
      const v = m.validateGenerateAiSurveyBody;
      console.log(JSON.stringify([v({ goal: 'a' }), v({ goal: 1 })]));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual([true, false]);
  });
});

describe('form validators', () => {
  const model = {
    forms: {
      forms: [
        {
          id: 'sso-settings',
          title: 'forms:sso.title',
          uiSchema: {},
          errors: {},
          schema: {
            type: 'object',
            required: ['loginUrl'],
            properties: {
              loginUrl: { type: 'string', format: 'uri', maxLength: 200 },
              since: { type: 'string', format: 'date' },
              domains: { type: 'array', uniqueItems: true, items: { type: 'object' } },
            },
          },
        },
      ],
    },
  } as unknown as Model;

  it('compile with ajv-formats helpers and run in Node', async () => {
    const [js, dts] = await formValidatorsEmitter.emit(model, { root: REPO });
    expect(js!.path).toBe('generated/validators/forms.js');
    expect(dts!.content).toContain('export declare const validateSsoSettingsForm');
    mkdirSync(SCRATCH, { recursive: true });
    const file = join(SCRATCH, 'forms.js');
    writeFileSync(file, js!.content);
    const script = `const { validateSsoSettingsForm: v } = await import(${JSON.stringify(pathToFileURL(file).href)});
      console.log(JSON.stringify([
        v({ loginUrl: 'https://idp.example.com/sso', since: '2024-02-29', domains: [{ a: 1 }, { a: 2 }] }),
        v({ loginUrl: 'not a uri' }),
        v({ loginUrl: 'https://idp.example.com', since: '2023-02-29' }),
        v({ loginUrl: 'https://idp.example.com', domains: [{ a: 1 }, { a: 1 }] }),
      ]));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual([true, false, false, false]);
  });
});
