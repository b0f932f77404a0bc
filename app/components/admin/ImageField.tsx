import { useId, useRef, useState } from 'react';
import { answerRefOf } from '../../../shared/i18n/coded-messages.ts';
import { useFormat, useText } from '../../lib/i18n.ts';
import { FieldError, RequiredMark } from '../ui/Field.tsx';
import { cn } from '../ui/cn.ts';
import { adminPartsText } from './adminParts.text.ts';

const accept = 'image/jpeg,image/png,image/webp,image/avif';

/** The largest upload, in MB (the upload service's limit). */
const maxMegabytes = 10;

/**
 * An image field of an admin form. With JavaScript the chosen file goes at once to
 * POST /api/uploads (progress shown), the returned URL fills the hidden field `name` and the
 * preview. Without JavaScript the file travels with the form (`name + 'File'`, multipart) and the
 * route's action stores it through the same service.
 */
export function ImageField({
  name,
  label,
  defaultValue,
  error,
  required,
  hint,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string | null;
  required?: boolean;
  hint?: string;
}) {
  const t = useText(adminPartsText);
  const f = useFormat();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(defaultValue);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const message = uploadError ?? (error ? f.message(error) : null);

  function upload(file: File) {
    setUploadError(null);
    setProgress(0);
    const body = new FormData();
    body.set('image', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      setProgress(null);
      const reply = xhr.response as { url?: string; error?: string; code?: string; params?: unknown[] } | null;
      if (xhr.status === 201 && reply?.url) {
        setUrl(reply.url);
        if (fileRef.current) fileRef.current.value = '';
      } else {
        const refused = answerRefOf(reply);
        setUploadError(refused ? f.message(refused) : (reply?.error ?? t.uploadFailedStatus(xhr.status)));
        if (fileRef.current) fileRef.current.value = '';
      }
    };
    xhr.onerror = () => {
      setProgress(null);
      setUploadError(t.uploadFailedConnection);
    };
    xhr.send(body);
  }

  const preview = url ? url.replace(/-\d+\.webp$/, '-480.webp') : '';
  return (
    <div className="flex flex-col gap-1.5" data-image-field={name}>
      <label htmlFor={`${id}-file`} className="text-sm font-semibold text-ink">
        {label}
        {required ? (
          <>
            {' '}
            <RequiredMark />
          </>
        ) : null}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex h-24 w-36 items-center justify-center overflow-hidden rounded-xl border border-sand-300 bg-sand-100">
          {preview ? (
            <img src={preview} alt={t.imagePreview(label)} className="h-full w-full object-cover" />
          ) : (
            <span className="text-xs text-ink-muted">{t.noImage}</span>
          )}
        </div>
        <div className="flex min-w-48 flex-1 flex-col gap-2">
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            name={`${name}File`}
            accept={accept}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            aria-invalid={message ? true : undefined}
            className="block w-full max-w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-teal-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-teal-800"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) upload(file);
            }}
          />
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {hint ?? t.imageHint(maxMegabytes)}
          </p>
          {progress !== null ? (
            <div className="flex items-center gap-2" role="status">
              <progress max={100} value={progress} className="h-2 w-40 accent-teal-700" aria-label={t.uploadProgress(label)} />
              <span className="text-xs text-ink-muted">{t.uploading(progress)}</span>
            </div>
          ) : null}
          {url && !required ? (
            <button type="button" className="self-start text-sm font-semibold text-coral-700 underline" onClick={() => setUrl('')}>
              {t.removeImage}
            </button>
          ) : null}
        </div>
      </div>
      <input type="hidden" name={name} value={url} />
      <div className={cn(!message && 'hidden')}>
        <FieldError id={`${id}-error`} message={message} />
      </div>
    </div>
  );
}
