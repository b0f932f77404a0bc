import { useText } from '../../../lib/i18n.ts';
import { cn } from '../../ui/cn.ts';
import { stepNames } from './fields.ts';
import { wizardText } from './wizard.text.ts';

/** The wizard's four steps, the current one marked (and announced as such). */
export function Progress({ step }: { step: number }) {
  const t = useText(wizardText);
  const current = stepNames[step - 1];
  return (
    <nav aria-label={t.progressLabel} className="mb-8">
      <p className="mb-3 text-sm font-semibold text-ink-muted">
        {t.stepOf(step, stepNames.length)}
        {current ? t[current] : null}
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {stepNames.map((key, i) => {
          const name = t[key];
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li key={key} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col gap-2">
              <span
                className={cn('h-2 rounded-full', state === 'done' && 'bg-teal-700', state === 'current' && 'bg-coral-600', state === 'todo' && 'bg-sand-200')}
                aria-hidden="true"
              />
              <span className={cn('text-xs sm:text-sm', state === 'current' ? 'font-bold text-teal-950' : 'text-ink-muted')}>
                <span className="sr-only">{state === 'done' ? t.completed : state === 'current' ? t.current : ''}</span>
                {t.stepNumber(n)}
                {name}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
