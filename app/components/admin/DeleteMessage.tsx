import type { VisitorMessage } from '../../../shared/schemas/dto.ts';
import { ConfirmAction } from './ConfirmAction.tsx';

/** Delete a visitor's message, after a confirmation. */
export function DeleteMessage({ kind, message, action }: { kind: string; message: VisitorMessage; action?: string }) {
  return (
    <ConfirmAction
      intent={`delete-${kind}`}
      id={message._id}
      action={action}
      label="Delete"
      accessibleLabel={`Delete the message from ${message.name}`}
      title="Delete this message?"
      message={`"${message.subject}" from ${message.name} will be deleted for good.`}
    />
  );
}
