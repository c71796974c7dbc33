/** The app part of the model, merged from every valid `kind: app` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppModel {}
