/** Plain requests in the three languages, as members type them; "like" prompts get real titles. */
export const CHAT_PROMPTS: { message: string; locale: 'en' | 'de' | 'it' }[] = [
  { message: 'something like Dune', locale: 'en' },
  { message: 'books like The Left Hand of Darkness', locale: 'en' },
  { message: 'fantasy with dragons', locale: 'en' },
  { message: 'award winners from the 70s', locale: 'en' },
  { message: 'cyberpunk from the 80s', locale: 'en' },
  { message: 'Fantasy mit Drachen', locale: 'de' },
  { message: 'etwas wie Foundation', locale: 'de' },
  { message: 'Zeitreise Bücher aus den 90ern', locale: 'de' },
  { message: 'fantascienza con viaggi nel tempo', locale: 'it' },
  { message: 'qualcosa come Hyperion', locale: 'it' },
  { message: 'vincitori di premi degli anni 60', locale: 'it' },
  { message: 'I am bored, surprise me', locale: 'en' },
];

export const SEARCH_QUERIES = ['dune', 'foundation', 'tolkien', 'le guin', 'hyperion', 'dragon', 'asimov', 'pratchett', 'time', 'mars', 'ringworld', 'neuromancer'];
