import { TranslationStatusNavLink as TranslationStatusNavLink_b40723ee5e8a5416d85400e01d99791d } from '../../../admin/translation-status/translation-status-nav-link.js'
import { TranslationStatusSummary as TranslationStatusSummary_a59b40c847956992b953ddc1e98fb64f } from '../../../admin/translation-status/translation-status-summary.js'
import { TranslationStatusView as TranslationStatusView_4bcc638f78ad505be7812a9eea6846ff } from '../../../admin/translation-status/translation-status-view.js'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/translation-status/translation-status-nav-link.js#TranslationStatusNavLink": TranslationStatusNavLink_b40723ee5e8a5416d85400e01d99791d,
  "/admin/translation-status/translation-status-summary.js#TranslationStatusSummary": TranslationStatusSummary_a59b40c847956992b953ddc1e98fb64f,
  "/admin/translation-status/translation-status-view.js#TranslationStatusView": TranslationStatusView_4bcc638f78ad505be7812a9eea6846ff,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
