/** Merge the valid guides documents (in file order) into the guides model. */
import { locate } from '../../core/located';
import type { ManifestDocument } from '../../core/types';
import type {
  Guide,
  GuideOrder,
  GuideStep,
  SidebarKind,
} from '../../../../runtime/rules/guides/types';
import { canonical } from './canonical';
import type { GuideAction, GuidesModel } from './model';

interface GuidesDoc {
  sidebars?: { oneAtATime: boolean; hideFloatingWidgetWhileOpen: boolean; kinds: SidebarKind[] };
  actions?: GuideAction[];
  guide?: Omit<Guide, 'state' | 'flags' | 'init' | 'steps' | 'order'> &
    Partial<Pick<Guide, 'state' | 'flags' | 'init'>> & {
      order?: Omit<GuideOrder, 'byGoal' | 'byJobsToBeDone'> & Partial<GuideOrder>;
      steps: (Omit<Guide['steps'][number], 'buttons'> & {
        buttons?: Guide['steps'][number]['buttons'];
      })[];
    };
}

const GUIDE_KEYS: (keyof Guide)[] = [
  'id',
  'title',
  'presentation',
  'layout',
  'sidebar',
  'page',
  'expectedSteps',
  'state',
  'flags',
  'enabled',
  'init',
  'whenAllComplete',
  'skipGuide',
  'expand',
  'openOnLoad',
  'firstClose',
  'showOn',
  'hideWhen',
  'launcher',
  'overlay',
  'events',
  'dismiss',
  'menuProgress',
  'order',
  'steps',
];
const ORDER_KEYS: (keyof GuideOrder)[] = [
  'fallback',
  'byGoal',
  'byJobsToBeDone',
  'prepend',
  'append',
];
const STEP_KEYS: (keyof GuideStep)[] = [
  'id',
  'title',
  'text',
  'image',
  'marks',
  'notes',
  'success',
  'skip',
  'buttons',
];

export function collectGuides(docs: ManifestDocument[]): GuidesModel {
  const model: GuidesModel = { actions: [], guides: [], sections: [] };
  for (const doc of docs) {
    const data = doc.data as GuidesDoc;
    const at = (pointer: string) => ({ file: doc.file, pointer });
    if (data.sidebars) {
      model.sections.push({ name: 'sidebars', at: at('/sidebars') });
      if (!model.sidebars) {
        const { kinds, ...settings } = data.sidebars;
        model.sidebars = locate(
          { ...settings, kinds: kinds.map((k, i) => locate({ ...k }, at(`/sidebars/kinds/${i}`))) },
          at('/sidebars'),
        );
      }
    }
    (data.actions ?? []).forEach((a, i) =>
      model.actions.push(locate({ ...a }, at(`/actions/${i}`))),
    );
    if (data.guide) {
      const { order, ...g } = data.guide;
      // Optional lists become empty ones, so the runtime never tells "absent" from "none"; keys
      // follow one fixed order, so the bundle does not depend on how a manifest orders them.
      const guide = canonical<Guide>(
        {
          ...g,
          state: g.state ?? [],
          flags: g.flags ?? [],
          init: g.init ?? [],
          ...(order
            ? { order: canonical({ byGoal: {}, byJobsToBeDone: {}, ...order }, ORDER_KEYS) }
            : {}),
          steps: g.steps.map((s) => canonical({ ...s, buttons: s.buttons ?? [] }, STEP_KEYS)),
        },
        GUIDE_KEYS,
      );
      model.guides.push(locate(guide, at('/guide')));
    }
  }
  return model;
}
