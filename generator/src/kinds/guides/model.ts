/** The guides part of the model, merged from every valid `kind: guides` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GuidesModel {}
