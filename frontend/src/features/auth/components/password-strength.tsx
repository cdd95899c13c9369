import '@/i18n/members/register';
import { checkPassword, PASSWORD_LEVELS, type PasswordRule } from '@starshelf/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

// The live hints: every rule of the policy except the summary "three character types".
const HINT_RULES: readonly PasswordRule[] = ['min_length', 'uppercase', 'lowercase', 'number', 'special'];
const BAR_COLOURS = ['bg-danger', 'bg-danger', 'bg-amber-500', 'bg-success', 'bg-success'] as const;

/** Strength meter and policy hints, computed by the contract's checkPassword (the server's own rule). */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const check = checkPassword(password);
  return (
    <div className="mt-2 space-y-2" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {PASSWORD_LEVELS.map((level, index) => (
          <span key={level} className={cn('h-1.5 flex-1 rounded-full', password && index <= check.strength ? BAR_COLOURS[check.strength] : 'bg-line')} />
        ))}
      </div>
      <p className="text-xs text-muted" aria-live="polite">
        {t('auth.strength')}: <strong data-level={check.level} className="text-fg">{password ? t(`auth.levels.${check.level}`) : '–'}</strong>
      </p>
      <ul className="grid grid-cols-1 gap-0.5 text-xs sm:grid-cols-2">
        {HINT_RULES.map((rule) => {
          const isMet = !check.failures.includes(rule);
          return (
            <li key={rule} data-met={isMet} className={isMet ? 'text-success' : 'text-muted'}>
              {isMet ? '✓' : '○'} {t(`auth.rules.${rule}`)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
