/** The forms part of the model, merged from every valid `kind: forms` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FormsModel {}
