/** Set by hooks that move or remove primaries on purpose, so the edition rules let them through. */
export const ALLOW_PRIMARY_DELETE = 'allowPrimaryDelete';
export const SKIP_PRIMARY_RULES = 'skipPrimaryRules';
