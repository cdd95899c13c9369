// One import function per page, shared by the router (lazy routes) and the preloader, so a
// preloaded chunk is the very one the route later asks for.
export const routeModules = {
  home: async () => (await import('./routes/home')).HomeRoute,
  books: async () => (await import('./routes/books')).BooksRoute,
  book: async () => (await import('./routes/book')).BookRoute,
  authors: async () => (await import('./routes/authors')).AuthorsRoute,
  author: async () => (await import('./routes/author')).AuthorRoute,
  series: async () => (await import('./routes/series')).SeriesRoute,
  seriesDetail: async () => (await import('./routes/series-detail')).SeriesDetailRoute,
  genres: async () => (await import('./routes/genres')).GenresRoute,
  genre: async () => (await import('./routes/genre')).GenreRoute,
  awards: async () => (await import('./routes/awards')).AwardsRoute,
  award: async () => (await import('./routes/award')).AwardRoute,
  search: async () => (await import('./routes/search')).SearchRoute,
  privacy: async () => (await import('./routes/legal/privacy')).PrivacyRoute,
  imprint: async () => (await import('./routes/legal/imprint')).ImprintRoute,
  contact: async () => (await import('./routes/legal/contact')).ContactRoute,
  terms: async () => (await import('./routes/legal/terms')).TermsRoute,
  comingSoon: async () => (await import('./routes/coming-soon')).ComingSoonRoute,
};
