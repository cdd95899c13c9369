import { OverdueSchedulesNotice as OverdueSchedulesNotice_d537997a0697b86c0d7cec4bb8436e20 } from '../../../admin/publishing/overdue-schedules-notice.js'
import { PreviewButton as PreviewButton_a69eedf180a74810e6ab961ec318accc } from '../../../admin/publishing/preview-button.js'
import { TranslationStatusNavLink as TranslationStatusNavLink_b40723ee5e8a5416d85400e01d99791d } from '../../../admin/translation-status/translation-status-nav-link.js'
import { TranslationStatusSummary as TranslationStatusSummary_a59b40c847956992b953ddc1e98fb64f } from '../../../admin/translation-status/translation-status-summary.js'
import { TranslationStatusView as TranslationStatusView_4bcc638f78ad505be7812a9eea6846ff } from '../../../admin/translation-status/translation-status-view.js'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/publishing/overdue-schedules-notice.js#OverdueSchedulesNotice": OverdueSchedulesNotice_d537997a0697b86c0d7cec4bb8436e20,
  "/admin/publishing/preview-button.js#PreviewButton": PreviewButton_a69eedf180a74810e6ab961ec318accc,
  "/admin/translation-status/translation-status-nav-link.js#TranslationStatusNavLink": TranslationStatusNavLink_b40723ee5e8a5416d85400e01d99791d,
  "/admin/translation-status/translation-status-summary.js#TranslationStatusSummary": TranslationStatusSummary_a59b40c847956992b953ddc1e98fb64f,
  "/admin/translation-status/translation-status-view.js#TranslationStatusView": TranslationStatusView_4bcc638f78ad505be7812a9eea6846ff,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
