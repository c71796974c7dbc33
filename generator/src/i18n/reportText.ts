/** The `lodestar i18n` report as a translator reads it: one block per language, one line per namespace. */
import type { I18nReport, NamespaceCoverage } from './report';

export function i18nReportText(
  report: I18nReport,
  options: { missing?: boolean; stale?: boolean } = {},
): string {
  const namespaces = new Set(report.languages.flatMap((l) => l.namespaces.map((n) => n.namespace)));
  const lines = [
    `${report.source} (source): ${report.sourceKeys} keys in ${namespaces.size} namespaces; languages from the ${report.languagesFrom}`,
  ];
  const width = Math.max(0, ...[...namespaces].map((n) => n.length));
  const total = String(report.sourceKeys).length;
  const languageWidth = Math.max(0, ...report.languages.map((l) => l.language.length));
  for (const language of report.languages) {
    lines.push('', `${language.language.padEnd(languageWidth)}  ${figures(language, total)}`);
    for (const ns of language.namespaces) {
      lines.push(`  ${ns.namespace.padEnd(width)}  ${figures(ns, total)}`);
      if (options.missing) for (const key of ns.missingKeys) lines.push(`    - ${key}`);
    }
    if (options.stale) lines.push(...staleLines(language));
  }
  const incomplete = report.languages.filter((l) => l.missing > 0);
  lines.push(
    '',
    incomplete.length === 0
      ? `✓ every language is complete (${report.languages.map((l) => l.language).join(', ') || 'none besides the source'})`
      : `✗ ${report.missing} missing: ${incomplete.map((l) => `${l.language} ${l.missing}`).join(', ')}${options.missing ? '' : ' (--missing lists the keys)'}`,
  );
  if (options.stale)
    lines.push(
      report.stale === 0
        ? '✓ no stale translation'
        : `✗ ${report.stale} stale: ${report.languages
            .filter((l) => l.staleKeys.length)
            .map((l) => `${l.language} ${l.staleKeys.length}`)
            .join(', ')}`,
    );
  return lines.join('\n');
}

/** A language's stale translations and copies of English, under its namespaces. */
function staleLines(language: I18nReport['languages'][number]): string[] {
  const list = (title: string, keys: string[]) =>
    keys.length ? [`  ${title} (${keys.length}):`, ...keys.map((k) => `    - ${k}`)] : [];
  return [
    ...list('stale, English changed since', language.staleKeys),
    ...list('same as English', language.sameAsEnglishKeys),
  ];
}

function figures(c: Omit<NamespaceCoverage, 'namespace'>, digits: number): string {
  const ratio = `${String(c.translated).padStart(digits)}/${String(c.total).padEnd(digits)}`;
  const percent = `${c.percent.toFixed(1).padStart(5)} %`;
  return `${ratio}  ${percent}  ${c.missing} missing`;
}
