import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useText } from '../../lib/i18n.ts';
import { Button, buttonClasses, type ButtonVariant } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { adminPartsText } from './adminParts.text.ts';

/**
 * A destructive action (Remove, Delete) behind a confirmation. With JavaScript a dialog asks and
 * the form is sent with `confirmed=yes`; without it the form is sent as is and the action answers
 * with a confirmation step (`NoJsConfirm`). `fields` are inputs the dialog asks for with the
 * confirmation (a note): they belong to the form through their `form` attribute; without
 * JavaScript the confirmation step shows them (`NoJsConfirm`'s `fields`).
 */
export function ConfirmAction({
  intent,
  id,
  label,
  title,
  message,
  confirmLabel = label,
  variant = 'danger',
  action,
  accessibleLabel,
  fields,
}: {
  intent: string;
  id: string;
  label: string;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  variant?: ButtonVariant;
  action?: string;
  accessibleLabel?: string;
  fields?: (form: string) => ReactNode;
}) {
  const t = useText(adminPartsText);
  const [open, setOpen] = useState(false);
  const formId = `confirm-${useId().replace(/:/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === id;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Form method="post" action={action} ref={formRef} id={formId} className="inline">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          aria-label={accessibleLabel}
          className={buttonClasses(variant, 'sm')}
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
        >
          {label}
        </button>
      </Form>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[70] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="font-display text-xl font-bold text-teal-950">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-muted">{message}</Dialog.Description>
          {fields ? <div className="mt-4">{fields(formId)}</div> : null}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                {t.cancel}
              </Button>
            </Dialog.Close>
            <Button
              variant="danger"
              size="sm"
              busy={busy}
              onClick={() => {
                const data = new FormData(formRef.current ?? undefined);
                data.set('confirmed', 'yes');
                submit(data, { method: 'post', action });
                setOpen(false);
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The confirmation step an action asks for when the form came without JavaScript. */
export function NoJsConfirm({
  confirm,
  action,
  fields,
}: {
  confirm?: { intent: string; id: string; message: string };
  action?: string;
  /** Inputs to send with the confirmation (the dialog's `fields`). */
  fields?: ReactNode;
}) {
  const t = useText(adminPartsText);
  if (!confirm) return null;
  return (
    <Notice tone="warning" title={t.pleaseConfirm} className="mb-6">
      <p>{confirm.message}</p>
      <Form method="post" action={action} className="mt-3 flex flex-wrap gap-3">
        <input type="hidden" name="intent" value={confirm.intent} />
        <input type="hidden" name="id" value={confirm.id} />
        <input type="hidden" name="confirmed" value="yes" />
        {fields ? <div className="w-full">{fields}</div> : null}
        <button type="submit" className={buttonClasses('danger', 'sm')}>
          {t.yesGoAhead}
        </button>
        <a href="" className={buttonClasses('secondary', 'sm')}>
          {t.cancel}
        </a>
      </Form>
    </Notice>
  );
}
