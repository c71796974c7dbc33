/**
 * The country of a visitor (product.md#records-and-their-fields "session (… country)"): from a real IP-to-country database when
 * GEOIP_DATABASE names one (a MaxMind DB: GeoLite2 / GeoIP2 Country or City, read with the
 * `maxmind` package, in memory, with its LRU of recent addresses), else from the region of the
 * browser's language (`de-DE` → DE). The stored row says which (`country_source`: `geoip` or
 * `language`); an address the database does not know (a private or loopback address) falls
 * back to the language, and no answer from either leaves the country empty.
 *
 * A language region is a guess (a German speaker in Spain says de-DE), which is why the source
 * is kept next to the country.
 */
import maxmind, { type CountryResponse } from 'maxmind';

export type CountrySource = 'geoip' | 'language';

export interface GeoipLookup {
  /** The ISO 3166-1 alpha-2 code of the address's country, or null when unknown. */
  country(address: string): string | null;
}

/** Opens the database file; a file that is not a MaxMind DB stops the start with the reason. */
export async function openGeoip(path: string): Promise<GeoipLookup> {
  let reader;
  try {
    reader = await maxmind.open<CountryResponse>(path, { cache: { max: 10_000 } });
  } catch (error) {
    throw new Error(
      `GEOIP_DATABASE "${path}" cannot be read as a MaxMind DB: ${(error as Error).message}`,
    );
  }
  return {
    country(address) {
      try {
        const found = reader.get(address);
        const code = found?.country?.iso_code ?? found?.registered_country?.iso_code;
        return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
      } catch {
        // Not an address, or an IPv6 address in an IPv4-only database.
        return null;
      }
    },
  };
}

/**
 * The region of a BCP 47 language tag when it is a country: `de-DE` → DE, `pt-br` → BR,
 * `zh-Hant-TW` → TW; `en`, `es-419` (a UN M.49 area, not a country) → null.
 */
export function countryOfLanguage(language: string | undefined): string | null {
  if (!language) return null;
  const subtags = language.split(/[-_]/).slice(1);
  for (const subtag of subtags) {
    if (/^[A-Za-z]{2}$/.test(subtag)) return subtag.toUpperCase();
    // A script (4 letters) may come before the region; anything else ends the search.
    if (!/^[A-Za-z]{4}$/.test(subtag)) return null;
  }
  return null;
}

export interface VisitorCountry {
  country: string | null;
  source: CountrySource | null;
}

export function visitorCountry(
  geoip: GeoipLookup | null,
  address: string,
  language: string | undefined,
): VisitorCountry {
  const byAddress = geoip?.country(address) ?? null;
  if (byAddress) return { country: byAddress, source: 'geoip' };
  const byLanguage = countryOfLanguage(language);
  return byLanguage ? { country: byLanguage, source: 'language' } : { country: null, source: null };
}
