/**
 * The `count` format of the translations: `{{count, count}}` shows a count the way the top bar
 * does (formatCount: plain below 2000, then k, then m, per language), so a sentence and a
 * widget never show the same number two ways.
 */
import type { i18n as I18n } from 'i18next';
import { formatCount } from '../../rules/format/intlFormat';

export function addCountFormatter(instance: I18n): void {
  instance.services.formatter?.add('count', (value: unknown, language: string | undefined) =>
    typeof value === 'number' ? formatCount(value, language ?? 'en') : String(value),
  );
}
