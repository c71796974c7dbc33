/** The access part of the model, merged from every valid `kind: access` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccessModel {}
