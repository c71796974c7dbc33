/**
 * A route's title in the user's language. A title key with no text anywhere (a route added in
 * YAML before its translation) reads "Untitled page", translated: the raw key is never shown.
 */
import type { RouteDefinition } from '../../../../generated/routes';

/** What the title needs of i18next's `t` (its own type is wider). */
export type TitleTranslate = (key: string, options?: Record<string, unknown>) => string;

export function routeTitle(route: Pick<RouteDefinition, 'title'>, t: TitleTranslate): string {
  return t(route.title, { defaultValue: t('common:untitled-page') });
}
