/**
 * The app bundle (`generated/bundle/app.json`): languages and constants, read by the runtime at
 * load time (i18next setup, layout, limits …).
 */
import type { AppModel } from './model';

export function appBundle(app: AppModel) {
  const languages = app.languages;
  return {
    languages: languages && {
      default: languages.default,
      available: languages.available.map(({ code, name }) => ({ code, name })),
      sets: languages.sets,
      ...(languages.alternativeWhen ? { alternativeWhen: languages.alternativeWhen } : {}),
    },
    constants: app.constants,
    productUpdates: app.productUpdates,
  };
}

export type AppBundle = ReturnType<typeof appBundle>;
