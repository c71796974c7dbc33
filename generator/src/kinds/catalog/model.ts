/** The catalog part of the model (spec §3 "Product catalog", §9 "Plan allowances"). */
import type { Located } from '../../core/located';

export interface Plan {
  /** Plan id: basic, free, plus, growth, business, pro, scale, enterprise (spec §3). */
  id: string;
  name: string;
  /** 0 basic/free, 1 plus/growth, 2 business, 3 scale (spec §3). */
  tier: number;
}

export interface CatalogModel {
  plans: Located<Plan>[];
}
