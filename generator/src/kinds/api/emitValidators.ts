/**
 * Precompiled request validators: `generated/validators/api.js` checks every request body of
 * the API (the browser before sending, the server on arrival) and every message a popup page
 * posts to its opener (the browser on arrival), `generated/validators/forms.js`
 * every form schema of the forms kind. Both are plain ES modules importing only ajv's runtime
 * helpers, with a `.d.ts` that narrows to the body's TypeScript type.
 */
import { sortBy } from '../../core/order';
import type { Emitter } from '../../core/types';
import { standaloneValidators } from '../../emit/ajvStandalone';
import { tsFile } from '../../emit/files';
import { toJsonSchema } from '../schemas/convert';
import { entityImports } from './endpointTypes';
import { importLine } from './layout';
import { names, pascal } from './names';
import { schemaType } from './tsType';

/** Examples only bloat the schema constants ajv keeps in the module. */
const lean = { examples: false };

export const apiValidatorsEmitter: Emitter = {
  id: 'api:validators',
  dependsOn: ['api', 'schemas'],
  emit(model) {
    const withBody = model.api.endpoints.filter((e) => e.request);
    const withMessage = model.api.endpoints.filter((e) => e.message);
    const imports = entityImports([
      ...withBody.map((e) => e.request),
      ...withMessage.map((e) => e.message),
    ]);
    const { js, dts } = standaloneValidators({
      draft: '2020-12',
      strict: true,
      shared: model.schemas.schemas.map((e) => ({
        ...toJsonSchema(e.schema, (name) => name, lean),
        $id: e.name,
      })),
      entries: withBody
        .map((e) => ({
          name: names(e.id).bodyValidator,
          schema: toJsonSchema(e.request!, (name) => name, lean),
          type: schemaType(e.request!),
          doc: `Request body of \`${e.method} ${e.path}\` (${e.id}).`,
        }))
        .concat(
          withMessage.map((e) => ({
            name: `validate${pascal(e.id)}Message`,
            schema: toJsonSchema(e.message!, (name) => name, lean),
            type: schemaType(e.message!),
            doc: `What the page of \`${e.method} ${e.path}\` (${e.id}) posts to its opener window.`,
          })),
        ),
      typeImports: imports.length ? [importLine(imports, '../types', true)] : [],
    });
    return [
      { path: 'generated/validators/api.js', content: js },
      { path: 'generated/validators/api.d.ts', content: dts },
    ];
  },
};

/**
 * Lives with the api kind because it shares the standalone machinery; it reads only the forms
 * part of the model. Form schemas are plain JSON Schema written for react-jsonschema-form, which
 * validates with draft-07 ajv, so they compile the same way and without strict mode.
 */
export const formValidatorsEmitter: Emitter = {
  id: 'forms:validators',
  dependsOn: ['forms'],
  emit(model) {
    const { js, dts } = standaloneValidators({
      draft: 'draft-07',
      strict: false,
      entries: sortBy(model.forms.forms, (f) => f.id).map((form) => ({
        name: `validate${pascal(form.id)}Form`,
        schema: form.schema,
        type: 'Record<string, unknown>',
        doc: `What the "${form.id}" form submits.`,
      })),
    });
    return [
      { path: 'generated/validators/forms.js', content: js },
      { path: 'generated/validators/forms.d.ts', content: dts },
      ...storedFormValidators(model.forms.forms),
    ];
  },
};

/**
 * `generated/validators/storedForms.js`: the validator of each form with `storage`, by form id,
 * for the page a route shows such a form on (it knows the form by id only). It re-exports from
 * forms.js, so the bundler keeps just these validators in the page's chunk.
 */
function storedFormValidators(forms: readonly { id: string; storage?: string }[]) {
  const stored = sortBy(
    forms.filter((f) => f.storage),
    (f) => f.id,
  );
  const exportName = (id: string) => `validate${pascal(id)}Form`;
  const js = [
    stored.length
      ? `import { ${stored.map((f) => exportName(f.id)).join(', ')} } from './forms.js';`
      : '',
    '',
    '/** The validator of each form whose answers the server stores, by form id. */',
    'export const storedFormValidators = {',
    ...stored.map((f) => `  ${JSON.stringify(f.id)}: ${exportName(f.id)},`),
    '};',
  ].join('\n');
  const dts = [
    "import type { Validator } from './forms.js';",
    '',
    '/** The validator of each form whose answers the server stores, by form id. */',
    'export declare const storedFormValidators: Readonly<',
    '  Record<string, Validator<Record<string, unknown>> | undefined>',
    '>;',
  ].join('\n');
  return [
    { path: 'generated/validators/storedForms.js', content: tsFile(js) },
    { path: 'generated/validators/storedForms.d.ts', content: tsFile(dts) },
  ];
}
