/** The api part of the model, merged from every valid `kind: api` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ApiModel {}
