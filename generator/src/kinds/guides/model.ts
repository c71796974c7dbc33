/**
 * The guides part of the model, merged from every valid `kind: guides` document. Shapes are the
 * runtime's (runtime/rules/guides/types.ts), wrapped with their manifest position.
 */
import type { Located, SectionDeclaration } from '../../core/located';
import type { Guide, GuidesBundle, SidebarKind } from '../../../../runtime/rules/guides/types';

export type GuideAction = GuidesBundle['actions'][number];

export interface SidebarSettings {
  oneAtATime: boolean;
  hideFloatingWidgetWhileOpen: boolean;
  kinds: Located<SidebarKind>[];
}

export interface GuidesModel {
  /** Absent when no document declares `sidebars`. */
  sidebars?: Located<SidebarSettings>;
  actions: Located<GuideAction>[];
  guides: Located<Guide>[];
  /** Every declaration of `sidebars` (the first is the model's), for `guides/duplicate-name`. */
  sections: SectionDeclaration[];
}
