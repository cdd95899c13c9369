/**
 * The shape a REST query string must have before Payload reads it. Payload parses the query with
 * `qs` into nested objects and arrays and trusts the shape: an array where it expects a string
 * (`where[title][like][]=a&where[title][like][]=b`), an object for `sort`, or a `where` that is
 * not JSON ends in a 500. Here such a query is named as the caller's mistake instead. Every
 * caller is checked, editors too: the admin never sends these shapes.
 */

/** Payload's operators (`validOperators` in payload/dist/types/constants.js). */
const OPERATORS = new Set([
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
]);

/** Operators that take a list: a comma-separated string or an array of values. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all']);
/**
 * Location operators work on point fields only, and no collection here has one: Payload answers
 * them on any other field with a 500.
 */
const LOCATION_OPERATORS = new Set(['within', 'intersects', 'near']);

/** Parameters Payload reads as one value each. */
const SCALAR_PARAMS = [
  'depth',
  'limit',
  'page',
  'locale',
  'fallback-locale',
  'fallbackLocale',
  'draft',
  'trash',
  'pagination',
  'autosave',
  'flattenLocales',
  'overrideLock',
  'publishAllLocales',
  'unpublishAllLocales',
  'publishSpecificLocale',
] as const;

/** Payload turns these into numbers; a page or depth of 10^20 is not a number it can use. */
const WHOLE_NUMBER_PARAMS = new Set(['depth', 'limit', 'page']);
const WHOLE_NUMBER = /^-?\d{1,9}$/;

/** Nested objects Payload reads as trees of field names (`select[title]=true`). */
const TREE_PARAMS = ['select', 'populate', 'joins'] as const;

/** More than the admin ever nests (its filter builder makes or → and → field). */
const MAX_WHERE_NESTING = 6;

type Problem = string | undefined;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasNul = (text: string) => text.includes('\u0000');

function checkText(value: unknown, name: string): Problem {
  if (typeof value !== 'string') return `${name} must be a single value`;
  if (hasNul(value)) return `${name} must not contain NUL bytes`;
  return undefined;
}

/** A value compared with a field: text from a query string, or a JSON primitive from `where={...}`. */
function checkOperand(value: unknown, name: string): Problem {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return undefined;
  return checkText(value, name);
}

function checkOperator(operator: string, value: unknown, path: string): Problem {
  const name = `where ${path} ${operator}`;
  if (!OPERATORS.has(operator)) return `where ${path}: unknown operator`;
  if (LOCATION_OPERATORS.has(operator)) return `${name}: no field here holds a location`;
  if (LIST_OPERATORS.has(operator) && Array.isArray(value)) {
    for (const item of value) {
      const problem = checkOperand(item, name);
      if (problem) return problem;
    }
    return undefined;
  }
  return checkOperand(value, name);
}

function checkWhere(where: unknown, nesting: number): Problem {
  if (!isPlainObject(where)) return 'where must be an object of fields and operators';
  if (nesting > MAX_WHERE_NESTING) return 'where is nested too deeply';
  for (const [key, value] of Object.entries(where)) {
    if (hasNul(key)) return 'where must not contain NUL bytes';
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value)) return `where ${key} must be a list`;
      for (const branch of value) {
        const problem = checkWhere(branch, nesting + 1);
        if (problem) return problem;
      }
      continue;
    }
    if (!isPlainObject(value)) return `where ${key} must name an operator`;
    for (const [operator, operand] of Object.entries(value)) {
      const problem = checkOperator(operator, operand, key);
      if (problem) return problem;
    }
  }
  return undefined;
}

function parseJson(text: string, name: string): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: `${name} is not valid JSON` };
  }
}

function checkTree(tree: unknown, name: string): Problem {
  if (typeof tree === 'string') return checkText(tree, name);
  if (!isPlainObject(tree)) return `${name} must be an object of field names`;
  for (const [key, value] of Object.entries(tree)) {
    if (hasNul(key)) return `${name} must not contain NUL bytes`;
    const problem = checkTree(value, name);
    if (problem) return problem;
  }
  return undefined;
}

function checkSort(sort: unknown): Problem {
  if (Array.isArray(sort)) {
    for (const item of sort) {
      const problem = checkText(item, 'sort');
      if (problem) return problem;
    }
    return undefined;
  }
  return checkText(sort, 'sort');
}

/**
 * What is wrong with a parsed REST query (the object Payload's `qs` parse makes of the query
 * string), or undefined when Payload can read it.
 */
export function problemWithRestQuery(query: Record<string, unknown>): Problem {
  for (const name of SCALAR_PARAMS) {
    if (!(name in query)) continue;
    const value = query[name];
    const problem = checkText(value, name);
    if (problem) return problem;
    if (WHOLE_NUMBER_PARAMS.has(name) && !WHOLE_NUMBER.test(value as string)) return `${name} must be a whole number`;
  }
  if ('sort' in query) {
    const problem = checkSort(query.sort);
    if (problem) return problem;
  }
  for (const name of TREE_PARAMS) {
    if (!(name in query)) continue;
    const problem = checkTree(query[name], name);
    if (problem) return problem;
  }
  if ('where' in query) {
    let where = query.where;
    if (typeof where === 'string' && where !== '') {
      const parsed = parseJson(where, 'where');
      if ('problem' in parsed) return parsed.problem;
      where = parsed.value;
    }
    const problem = where === '' ? undefined : checkWhere(where, 0);
    if (problem) return problem;
  }
  if ('data' in query) {
    const data = query.data;
    if (typeof data !== 'string') return 'data must be JSON text';
    if (data !== '') {
      const parsed = parseJson(data, 'data');
      if ('problem' in parsed) return parsed.problem;
      if (!isPlainObject(parsed.value)) return 'data must be a JSON object';
    }
  }
  return undefined;
}
