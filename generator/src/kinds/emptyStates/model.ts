/** The empty-states part of the model, merged from every valid `kind: empty-states` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EmptyStatesModel {}
