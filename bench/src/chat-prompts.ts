/** Plain requests in the three languages, as members type them; "like" prompts get real titles. */
const PROMPTS_BY_LOCALE = {
  en: ['something like Dune', 'books like The Left Hand of Darkness', 'fantasy with dragons', 'award winners from the 70s', 'cyberpunk from the 80s'],
  de: ['Fantasy mit Drachen', 'etwas wie Foundation', 'Zeitreise Bücher aus den 90ern'],
  it: ['fantascienza con viaggi nel tempo', 'qualcosa come Hyperion', 'vincitori di premi degli anni 60'],
} as const;

export const CHAT_PROMPTS: { message: string; locale: 'en' | 'de' | 'it' }[] = [
  ...Object.entries(PROMPTS_BY_LOCALE).flatMap(([locale, messages]) => messages.map((message) => ({ message, locale: locale as keyof typeof PROMPTS_BY_LOCALE }))),
  // And one that asks for no book at all.
  { message: 'I am bored, surprise me', locale: 'en' },
];

export const SEARCH_QUERIES = ['dune', 'foundation', 'tolkien', 'le guin', 'hyperion', 'dragon', 'asimov', 'pratchett', 'time', 'mars', 'ringworld', 'neuromancer'];
