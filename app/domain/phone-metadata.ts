import type { MetadataJson } from "libphonenumber-js/core";
import max from "libphonenumber-js/metadata.max.json";

/** The installed library's full metadata, Brazil only (see scripts/phone-metadata.ts). */
export function brazilMetadata(): MetadataJson {
  const all = max as unknown as MetadataJson & {
    countries: Record<string, unknown>;
    country_calling_codes: Record<string, string[]>;
  };
  return {
    version: all.version,
    country_calling_codes: { "55": ["BR"] },
    countries: { BR: all.countries.BR },
    nonGeographic: {},
  } as unknown as MetadataJson;
}
