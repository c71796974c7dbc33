/**
 * Every migration, in order, named by its file. Adding one: create `NNNN_what.ts` exporting a
 * Kysely `Migration` and add it here; migrations that ran are never edited.
 */
import type { Migration } from 'kysely';
import { initial } from './0001_initial';
import { signup } from './0002_signup';
import { sso } from './0003_sso';
import { tracking } from './0004_tracking';
import { notifications } from './0005_notifications';
import { invitations } from './0006_invitations';
import { productTours } from './0007_product_tours';
import { surveys } from './0008_surveys';
import { billing } from './0009_billing';
import { settings } from './0010_settings';
import { apiKeysAndProfile } from './0011_api_keys_and_profile';
import { supportAndSisterProducts } from './0012_support_and_sister_products';
import { sharedState } from './0013_shared_state';
import { enterpriseSso } from './0014_enterprise_sso';
import { mailOutbox } from './0015_mail_outbox';
import { emailChanges } from './0016_email_changes';
import { sitePages } from './0017_site_pages';
import { analysisFacts } from './0018_analysis_facts';
import { dashboards } from './0019_dashboards';
import { analysisRollups } from './0020_analysis_rollups';
import { recordings } from './0021_recordings';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_signup': signup,
  '0003_sso': sso,
  '0004_tracking': tracking,
  '0005_notifications': notifications,
  '0006_invitations': invitations,
  '0007_product_tours': productTours,
  '0008_surveys': surveys,
  '0009_billing': billing,
  '0010_settings': settings,
  '0011_api_keys_and_profile': apiKeysAndProfile,
  '0012_support_and_sister_products': supportAndSisterProducts,
  '0013_shared_state': sharedState,
  '0014_enterprise_sso': enterpriseSso,
  '0015_mail_outbox': mailOutbox,
  '0016_email_changes': emailChanges,
  '0017_site_pages': sitePages,
  '0018_analysis_facts': analysisFacts,
  '0019_dashboards': dashboards,
  '0020_analysis_rollups': analysisRollups,
  '0021_recordings': recordings,
};
