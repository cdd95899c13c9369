// The answer of every call the front end reads, one file per domain: the server's read
// functions return these types and the front end imports them, so a drift is a type error.
export * from './accepted.js';
export * from './account-export.js';
export * from './admin-users.js';
export * from './analytics.js';
export * from './auth-user.js';
export * from './authors.js';
export * from './awards.js';
export * from './books.js';
export * from './chat.js';
export * from './editions.js';
export * from './genres.js';
export * from './health.js';
export * from './home.js';
export * from './modal-data.js';
export * from './moderation.js';
export * from './profile.js';
export * from './ratings.js';
export * from './reading-list.js';
export * from './search.js';
export * from './series.js';
export * from './recommendations.js';
