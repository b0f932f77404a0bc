import type { ReactNode } from 'react';
import { failureOf, type ActionFailure, type ActionReply } from '../../lib/forms.ts';
import { useTranslateMessage } from '../../lib/i18n.ts';
import { Notice } from '../ui/index.ts';
import { NoJsConfirm } from './ConfirmAction.tsx';

/**
 * What an admin screen says above its content about the last action: the confirmation step of a
 * destructive action sent without JavaScript, the refusal (unless a form of the page shows it
 * itself: `formError={false}`), the success, and `saved`, the notice of a `?saved=1` page.
 * `confirmFields` are the inputs a confirmation asks for (a note), given the failure. A refusal
 * written in English by a schema or a service is shown in the page's language.
 */
export function ActionNotices({
  reply,
  formError = true,
  saved,
  confirmFields,
}: {
  reply: ActionReply | undefined | null;
  formError?: boolean;
  saved?: string | null;
  confirmFields?: (failure: ActionFailure) => ReactNode;
}) {
  const failure = failureOf(reply);
  const translate = useTranslateMessage();
  return (
    <>
      <NoJsConfirm confirm={failure?.confirm} fields={failure && confirmFields ? confirmFields(failure) : undefined} />
      {formError && failure?.formError ? (
        <Notice tone="error" className="mb-6">
          {translate(failure.formError)}
        </Notice>
      ) : null}
      {reply?.ok && reply.message ? (
        <Notice tone="success" className="mb-6">
          {reply.message}
        </Notice>
      ) : null}
      {saved ? (
        <Notice tone="success" className="mb-6">
          {saved}
        </Notice>
      ) : null}
    </>
  );
}
