import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { MergeIntoButton as MergeIntoButton_82ca777041133b9ae2d1a54d332ef991 } from '../../../admin/merge/merge-into-button.js'
import { OverdueSchedulesNotice as OverdueSchedulesNotice_d537997a0697b86c0d7cec4bb8436e20 } from '../../../admin/publishing/overdue-schedules-notice.js'
import { PreviewButton as PreviewButton_a69eedf180a74810e6ab961ec318accc } from '../../../admin/publishing/preview-button.js'
import { TranslationStatusNavLink as TranslationStatusNavLink_b40723ee5e8a5416d85400e01d99791d } from '../../../admin/translation-status/translation-status-nav-link.js'
import { MergeNavLink as MergeNavLink_ebdf05d5649f04310b946b2924cf014f } from '../../../admin/merge/merge-nav-link.js'
import { TranslationStatusSummary as TranslationStatusSummary_a59b40c847956992b953ddc1e98fb64f } from '../../../admin/translation-status/translation-status-summary.js'
import { TranslationStatusView as TranslationStatusView_4bcc638f78ad505be7812a9eea6846ff } from '../../../admin/translation-status/translation-status-view.js'
import { MergeView as MergeView_d115f3ac6ffc0feb295f5ac11c3c70ec } from '../../../admin/merge/merge-view.js'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/merge/merge-into-button.js#MergeIntoButton": MergeIntoButton_82ca777041133b9ae2d1a54d332ef991,
  "/admin/publishing/overdue-schedules-notice.js#OverdueSchedulesNotice": OverdueSchedulesNotice_d537997a0697b86c0d7cec4bb8436e20,
  "/admin/publishing/preview-button.js#PreviewButton": PreviewButton_a69eedf180a74810e6ab961ec318accc,
  "/admin/translation-status/translation-status-nav-link.js#TranslationStatusNavLink": TranslationStatusNavLink_b40723ee5e8a5416d85400e01d99791d,
  "/admin/merge/merge-nav-link.js#MergeNavLink": MergeNavLink_ebdf05d5649f04310b946b2924cf014f,
  "/admin/translation-status/translation-status-summary.js#TranslationStatusSummary": TranslationStatusSummary_a59b40c847956992b953ddc1e98fb64f,
  "/admin/translation-status/translation-status-view.js#TranslationStatusView": TranslationStatusView_4bcc638f78ad505be7812a9eea6846ff,
  "/admin/merge/merge-view.js#MergeView": MergeView_d115f3ac6ffc0feb295f5ac11c3c70ec,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
