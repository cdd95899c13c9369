// Shared fixtures: the stack's address, sign-in through the API, navigation that waits for the
// lazy page, and a few catalogue facts read from the API so specs never hard-code seed data.
import { test as base, expect, type Page } from '@playwright/test';
import { z } from 'zod';
import { baseUrl } from './config.js';

export const DEV_MEMBER_PASSWORD = 'Starshelf-Member-2026!';
export const MEMBERS = {
  normal: 'normal@starshelf.local',
  power: 'power@starshelf.local',
  golden: 'golden@starshelf.local',
  super: 'super@starshelf.local',
} as const;

const refSchema = z.object({ id: z.number(), slug: z.string().nullish() });
const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.object({ items: z.array(item), total: z.number() }) });
const bookSchema = refSchema.extend({ title: z.string() });
const namedSchema = refSchema.extend({ name: z.string() });

export interface Catalogue {
  /** The best-rated book, its title in `language` (a German or Italian title where the book has one). */
  firstBook: (language?: string) => Promise<z.infer<typeof bookSchema>>;
  firstAuthor: () => Promise<z.infer<typeof namedSchema>>;
  firstSeries: () => Promise<z.infer<typeof namedSchema>>;
  firstAward: () => Promise<z.infer<typeof namedSchema>>;
  bookTotal: (query?: string) => Promise<number>;
}

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${baseUrl()}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

const catalogue: Catalogue = {
  firstBook: async (language) => {
    const items = pageSchema(bookSchema).parse(await getJson(`/api/books?limit=1&sort=rating${language ? `&locale=${language}` : ''}`)).data.items;
    if (!items[0]) throw new Error('no books');
    return items[0];
  },
  firstAuthor: async () => {
    const items = pageSchema(namedSchema).parse(await getJson('/api/authors?limit=1&sort=books')).data.items;
    if (!items[0]) throw new Error('no authors');
    return items[0];
  },
  firstSeries: async () => {
    const items = pageSchema(namedSchema).parse(await getJson('/api/series?limit=1&sort=books')).data.items;
    if (!items[0]) throw new Error('no series');
    return items[0];
  },
  firstAward: async () => {
    const awards = z.object({ data: z.array(namedSchema) }).parse(await getJson('/api/awards')).data;
    if (!awards[0]) throw new Error('no awards');
    return awards[0];
  },
  bookTotal: async (query = '') => pageSchema(bookSchema).parse(await getJson(`/api/books?limit=1${query ? `&${query}` : ''}`)).data.total,
};

/** Waits until the lazy route and its data have replaced every spinner (in any language). */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

interface Fixtures {
  catalogue: Catalogue;
  /** Signs the page's context in through POST /api/auth/login; the session cookie lands in the context. */
  signIn: (email?: string, password?: string) => Promise<void>;
  /** Goes to a path of the site and waits for its page to render. */
  open: (path: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  // The stack is started by the global setup, after the config was read: resolve it late.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  // eslint-disable-next-line no-empty-pattern
  catalogue: async ({}, use) => {
    await use(catalogue);
  },
  signIn: async ({ context, baseURL }, use) => {
    await use(async (email = MEMBERS.normal, password = DEV_MEMBER_PASSWORD) => {
      const response = await context.request.post(`${baseURL}/api/auth/login`, {
        // The API's CSRF check wants a same-origin Origin on every mutation.
        headers: { Origin: baseURL ?? '', 'Content-Type': 'application/json' },
        data: { email, password },
      });
      expect(response.status(), await response.text()).toBe(200);
    });
  },
  open: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitForPage(page);
    });
  },
});

export { expect };
