import type { VisitorMessage } from '../../../shared/schemas/dto.ts';
import { useText } from '../../lib/i18n.ts';
import { adminPartsText } from './adminParts.text.ts';
import { ConfirmAction } from './ConfirmAction.tsx';

/** Delete a visitor's message, after a confirmation. */
export function DeleteMessage({ kind, message, action }: { kind: string; message: VisitorMessage; action?: string }) {
  const t = useText(adminPartsText);
  return (
    <ConfirmAction
      intent={`delete-${kind}`}
      id={message._id}
      action={action}
      label={t.delete}
      accessibleLabel={t.deleteFrom(message.name)}
      title={t.deleteTitle}
      message={t.deleteMessage(message.subject, message.name)}
    />
  );
}
