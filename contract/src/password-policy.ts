import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 12;
// Bounded so a hashing request cannot be made arbitrarily expensive.
export const PASSWORD_MAX_LENGTH = 128;
const MIN_CHARACTER_TYPES = 3;

export const PASSWORD_RULES = ['min_length', 'uppercase', 'lowercase', 'number', 'special', 'character_types'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export const PASSWORD_LEVELS = ['very_weak', 'weak', 'fair', 'strong', 'very_strong'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

export type PasswordCheck = {
  isValid: boolean;
  failures: PasswordRule[];
  strength: PasswordStrength;
  level: PasswordLevel;
};

export const PASSWORD_MESSAGES = {
  tooWeak: 'password is too weak',
  tooLong: 'password is too long',
  mismatch: 'passwords do not match',
} as const;

// Unicode classes, so 'Ä' counts as upper case and 'ß' as lower case.
const CHARACTER_CLASSES = {
  uppercase: /\p{Lu}/u,
  lowercase: /\p{Ll}/u,
  number: /\p{Nd}/u,
  special: /[^\p{L}\p{Nd}\s]/u,
} as const;

function levelFor(strength: PasswordStrength): PasswordLevel {
  return PASSWORD_LEVELS[strength];
}

/**
 * The password policy of docs/rules.md §5 with a strength level for the meter. The level is a plain
 * function of validity and length so server and browser always agree:
 * invalid → very_weak (under 8 characters or a single character type) or weak;
 * valid → fair (12-15), strong (16-19), very_strong (20+).
 */
export function checkPassword(password: string): PasswordCheck {
  const length = [...password].length;
  const presentClasses = (Object.keys(CHARACTER_CLASSES) as (keyof typeof CHARACTER_CLASSES)[]).filter(
    (name) => CHARACTER_CLASSES[name].test(password),
  );

  const failures: PasswordRule[] = [];
  if (length < PASSWORD_MIN_LENGTH) failures.push('min_length');
  for (const name of Object.keys(CHARACTER_CLASSES) as (keyof typeof CHARACTER_CLASSES)[]) {
    if (!presentClasses.includes(name)) failures.push(name);
  }
  if (presentClasses.length < MIN_CHARACTER_TYPES) failures.push('character_types');

  const isValid = failures.length === 0;
  let strength: PasswordStrength;
  if (!isValid) {
    strength = length < 8 || presentClasses.length <= 1 ? 0 : 1;
  } else if (length >= 20) {
    strength = 4;
  } else if (length >= 16) {
    strength = 3;
  } else {
    strength = 2;
  }
  return { isValid, failures, strength, level: levelFor(strength) };
}

/** A new password (registration, reset). Sign-in only checks presence: see `loginSchema`. */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.tooWeak })
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((password) => checkPassword(password).isValid, PASSWORD_MESSAGES.tooWeak);
