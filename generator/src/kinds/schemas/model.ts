/** The schemas part of the model, merged from every valid `kind: schemas` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SchemasModel {}
