/** The package ships JavaScript only; this is the part of its API the tests use. */
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(extracted: {
      jsonld?: Record<string, unknown[]>;
      microdata?: Record<string, unknown[]>;
      rdfa?: Record<string, unknown[]>;
      errors?: unknown[];
    }): Promise<unknown[]>;
  }
}
