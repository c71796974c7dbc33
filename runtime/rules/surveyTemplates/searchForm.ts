/** Case- and accent-insensitive comparison form (é matches e, ß matches ss). */
export function searchForm(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/ß/g, 'ss');
}
