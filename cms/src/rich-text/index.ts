// The admin's rich-text editing of the catalogue's markdown texts (decision 124). Only the configs
// that carry the lexical editor (payload.config.ts, the tests) import this.
export { markdownEditor } from './markdown-editor.js';
export { editorStateToMarkdown, linkTargets, markdownToEditorState } from './markdown-conversion.js';
export { editorConfigForMarkdown, richTextName, withMarkdownRichText } from './markdown-rich-text.js';

import type { RichTextOptions } from '../build-config.js';
import { markdownEditor } from './markdown-editor.js';
import { withMarkdownRichText } from './markdown-rich-text.js';

/** What payload.config.ts and the tests pass to buildCmsConfig to edit the markdown as rich text. */
export const markdownRichText: RichTextOptions = { editor: markdownEditor, withRichText: withMarkdownRichText(markdownEditor) };
