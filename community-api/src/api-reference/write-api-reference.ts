// Writes docs/api-reference.md from the declared routes (see api-reference.ts); run by the build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocumentOfRoutes, renderApiReference } from './api-reference.js';

const API_REFERENCE_PATH = fileURLToPath(new URL('../../../docs/api-reference.md', import.meta.url));

const markdown = renderApiReference(await openApiDocumentOfRoutes());
// The image's build has no docs/ folder (.dockerignore): the file is written there and left behind.
mkdirSync(dirname(API_REFERENCE_PATH), { recursive: true });
writeFileSync(API_REFERENCE_PATH, markdown);
console.log(`docs/api-reference.md: ${markdown.split('\n').filter((line) => /^\| (GET|HEAD|POST|PUT|PATCH|DELETE) /.test(line)).length} operations`);
process.exit(0);
