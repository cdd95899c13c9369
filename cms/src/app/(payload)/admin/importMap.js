import { MergeIntoButton as MergeIntoButton_82ca777041133b9ae2d1a54d332ef991 } from '../../../admin/merge/merge-into-button.js'
import { TranslationStatusNavLink as TranslationStatusNavLink_b40723ee5e8a5416d85400e01d99791d } from '../../../admin/translation-status/translation-status-nav-link.js'
import { MergeNavLink as MergeNavLink_ebdf05d5649f04310b946b2924cf014f } from '../../../admin/merge/merge-nav-link.js'
import { TranslationStatusSummary as TranslationStatusSummary_a59b40c847956992b953ddc1e98fb64f } from '../../../admin/translation-status/translation-status-summary.js'
import { TranslationStatusView as TranslationStatusView_4bcc638f78ad505be7812a9eea6846ff } from '../../../admin/translation-status/translation-status-view.js'
import { MergeView as MergeView_d115f3ac6ffc0feb295f5ac11c3c70ec } from '../../../admin/merge/merge-view.js'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/merge/merge-into-button.js#MergeIntoButton": MergeIntoButton_82ca777041133b9ae2d1a54d332ef991,
  "/admin/translation-status/translation-status-nav-link.js#TranslationStatusNavLink": TranslationStatusNavLink_b40723ee5e8a5416d85400e01d99791d,
  "/admin/merge/merge-nav-link.js#MergeNavLink": MergeNavLink_ebdf05d5649f04310b946b2924cf014f,
  "/admin/translation-status/translation-status-summary.js#TranslationStatusSummary": TranslationStatusSummary_a59b40c847956992b953ddc1e98fb64f,
  "/admin/translation-status/translation-status-view.js#TranslationStatusView": TranslationStatusView_4bcc638f78ad505be7812a9eea6846ff,
  "/admin/merge/merge-view.js#MergeView": MergeView_d115f3ac6ffc0feb295f5ac11c3c70ec,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
