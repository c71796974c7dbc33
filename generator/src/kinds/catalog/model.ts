/** The catalog part of the model, merged from every valid `kind: catalog` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogModel {}
