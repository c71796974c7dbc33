/** A moment as the profile and API key pages show it: date and time in the user's language. */
export function formatDateTime(epochSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(epochSeconds * 1000),
  );
}
