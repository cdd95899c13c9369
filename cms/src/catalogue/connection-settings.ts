/**
 * Settings every connection of the product starts with, as libpq's `options` (decision 158).
 *
 * `jit=off`: PostgreSQL compiles a statement to machine code when its estimated cost passes
 * `jit_above_cost`, and the estimates of our short reads on a large catalogue can pass it by far
 * (a title match the planner thinks returns 110,000 rows returns 80). The import's title match at a
 * million books then spent 167 ms compiling and 2 ms running; no statement of ours runs long
 * enough to win the compilation back (the heaviest, the picks model's ratings, ran as fast without).
 * An operator's own `options` in DATABASE_URL take precedence (pg reads the URL after these).
 */
export const CONNECTION_OPTIONS = '-c jit=off';
