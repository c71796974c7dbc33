/** The menus part of the model, merged from every valid `kind: menus` document. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MenusModel {}
