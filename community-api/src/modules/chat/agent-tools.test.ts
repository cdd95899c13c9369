import { describe, expect, it } from 'vitest';
import { langchainTools } from './agent-recommender.js';
import { createCatalogueTools } from './catalogue-tools.js';

const tools = () => langchainTools(createCatalogueTools({ locale: 'en', member: { knownIds: [], rated: [], listed: [] } }));

describe('the agent’s tools', () => {
  it('are exactly the five catalogue operations', () => {
    expect(tools().map((tool) => tool.name).sort()).toEqual(['find_books', 'my_books', 'my_picks', 'search_catalogue', 'similar_books']);
  });

  it('refuse input their zod schema rejects before touching the catalogue', async () => {
    const similar = tools().find((tool) => tool.name === 'similar_books');
    await expect(similar?.invoke({ bookId: -1 })).rejects.toThrow();
    const search = tools().find((tool) => tool.name === 'search_catalogue');
    await expect(search?.invoke({ query: 'x'.repeat(500), type: 'books' })).rejects.toThrow();
    await expect(search?.invoke({ query: 'dune', type: 'members' as never })).rejects.toThrow();
  });

  it('take no member id: the reading list comes from the session only', () => {
    const myBooks = tools().find((tool) => tool.name === 'my_books');
    expect(Object.keys((myBooks?.schema as { shape: object }).shape)).toEqual([]);
    const myPicks = tools().find((tool) => tool.name === 'my_picks');
    // Filters only (the audience and exclusions find_books has too), never a member.
    expect(Object.keys((myPicks?.schema as { shape: object }).shape).sort()).toEqual(['audience', 'excludeAuthorIds', 'excludeGenres', 'excludeMoods', 'genres', 'limit', 'moods']);
  });
});
