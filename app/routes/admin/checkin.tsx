/**
 * /checkin: staff check travellers in at the meeting point (issue 27). A ticket's QR code is read
 * with the phone's camera or from a photo (app/pwa/qr-decoder.ts), or its code typed; the server
 * answers (POST /api/checkins): checked in, already checked in (when and by whom), forged, or
 * cancelled, or (an online booking whose advance is not paid) the amount still due, with a "check
 * in anyway" button for the admin (recorded in the audit log). Without a network the check-in is queued on the phone (app/pwa/checkin-queue.ts) and
 * sent when the network is back; what the server then answers is shown like any other.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckinDto, CheckinRefusalDto } from '../../../shared/schemas/trip.ts';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { Button, Notice, buttonClasses, cn, inputClasses } from '../../components/ui/index.ts';
import { langFrom } from '../../components/seo.tsx';
import { useFormat, useText } from '../../lib/i18n.ts';
import { dropQueued, enqueueCheckin, queuedCheckins } from '../../pwa/checkin-queue.ts';
import { decodeImage, qrDetector } from '../../pwa/qr-decoder.ts';
import type { Route } from './+types/checkin';
import { admin } from './admin.server.ts';
import { checkinText } from './checkin.text.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: checkinText[langFrom(matches)].metaTitle }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  admin(context, request);
  return null;
}

/**
 * What became of one check-in. A refusal keeps the server's message (English, translated when shown)
 * or, without one, the HTTP status; `signIn` when the session is gone.
 */
type Outcome =
  | { kind: 'checked-in'; code: string; checkin: CheckinDto; late: boolean }
  | { kind: 'payment-due'; code: string; amountDue: number; late: boolean }
  | { kind: 'conflict' | 'refused' | 'error'; code: string; message: string | null; status: number; signIn?: boolean; late: boolean }
  | { kind: 'queued'; code: string };

/** Why a photo or the camera gave no code (shown in the page's language). */
type ScanError = 'cameraNotAllowed' | 'noCamera' | 'noCode';

/**
 * One check-in sent to the server (`override`: the admin checks in anyway what is not paid); null
 * when the network is not there (the caller queues it).
 */
async function send(code: string, late: boolean, override = false): Promise<Outcome | null> {
  let res: Response;
  try {
    const body = JSON.stringify(override ? { code, override } : { code });
    res = await fetch('/api/checkins', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  } catch {
    return null;
  }
  // The service worker answers 503 for an API call it could not send: the same as no network.
  if (res.status === 503 && res.headers.get('x-offline') === '1') return null;
  const body = (await res.json().catch(() => ({}))) as CheckinDto & Partial<CheckinRefusalDto>;
  if (res.ok) return { kind: 'checked-in', code, checkin: body, late };
  const message = body.error ?? null;
  const status = res.status;
  if (status === 409 && typeof body.amountDue === 'number') return { kind: 'payment-due', code, amountDue: body.amountDue, late };
  if (status === 409) return { kind: 'conflict', code, message, status, late };
  if (status === 400 || status === 404) return { kind: 'refused', code, message, status, late };
  return { kind: 'error', code, message, status, signIn: status === 401 || status === 403, late };
}

/** `checkInAnyway`: sends the refused code again with the admin's override. */
function OutcomeItem({ outcome, checkInAnyway }: { outcome: Outcome; checkInAnyway: (code: string) => Promise<void> }) {
  const t = useText(checkinText);
  const f = useFormat();
  const [sending, setSending] = useState(false);
  const later = 'late' in outcome && outcome.late ? t.late : '';
  if (outcome.kind === 'checked-in') {
    const c = outcome.checkin;
    return (
      <Notice tone="success" title={t.checkedIn(c.fullName)}>
        {t.travellers(c.travellers)} · {c.name} · {f.date(c.travelDate)} · <span className="whitespace-nowrap">{c.reference}</span> ·{' '}
        <span className="whitespace-nowrap">{c.phone}</span>
        {c.amountDue > 0 ? <span className="mt-1 block font-semibold">{t.checkedInAnyway(f.money(c.amountDue))}</span> : null}
        {later}
      </Notice>
    );
  }
  if (outcome.kind === 'payment-due')
    return (
      <Notice tone="error" title={t.paymentDue}>
        {t.advanceNotPaid(f.money(outcome.amountDue))}
        {later}
        <span className="mt-3 block">
          <Button
            variant="secondary"
            size="sm"
            disabled={sending}
            onClick={() => {
              setSending(true);
              void checkInAnyway(outcome.code).finally(() => setSending(false));
            }}
          >
            {t.checkInAnyway}
          </Button>
        </span>
      </Notice>
    );
  if (outcome.kind === 'queued')
    return (
      <Notice tone="warning" title={t.savedHere}>
        {t.queued}
      </Notice>
    );
  const title = outcome.kind === 'conflict' ? t.conflict : outcome.kind === 'refused' ? t.refused : t.error;
  const message = outcome.signIn ? t.signInAgain : outcome.message ? f.message(outcome.message) : t.serverAnswered(outcome.status);
  return (
    <Notice tone="error" title={title}>
      {message}
      {later}
    </Notice>
  );
}

export default function CheckinPage() {
  const t = useText(checkinText);
  const [code, setCode] = useState('');
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [queued, setQueued] = useState(0);
  const [online, setOnline] = useState(true);
  const [scanning, setScanning] = useState(false);
  const [scanError, setScanError] = useState<ScanError | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const flushing = useRef(false);

  const add = (o: Outcome) => setOutcomes((list) => [o, ...list].slice(0, 30));
  const countQueued = useCallback(async () => setQueued((await queuedCheckins()).length), []);

  /** Sends what was queued, oldest first; stops at the first one the network does not carry. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const item of await queuedCheckins()) {
        const outcome = await send(item.code, true);
        if (!outcome) break;
        await dropQueued(item.id);
        add(outcome);
      }
    } finally {
      flushing.current = false;
      await countQueued();
    }
  }, [countQueued]);

  useEffect(() => {
    setOnline(navigator.onLine);
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    void (navigator.onLine ? flush() : countQueued());
    // Load the decoder now, while there is a network: the service worker keeps it for the meeting point.
    if (navigator.onLine) void qrDetector().catch(() => {});
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      stopCamera();
    };
  }, [flush, countQueued]);

  /** The admin's override of a refusal for an unpaid advance: the refusal gives way to the new answer. */
  async function checkInAnyway(value: string) {
    const outcome = await send(value, false, true);
    if (!outcome) return;
    setOutcomes((list) => [outcome, ...list.filter((o) => !(o.kind === 'payment-due' && o.code === value))].slice(0, 30));
  }

  async function checkIn(raw: string) {
    const value = raw.trim();
    if (!value) return;
    const outcome = navigator.onLine ? await send(value, false) : null;
    if (outcome) add(outcome);
    else {
      await enqueueCheckin(value);
      add({ kind: 'queued', code: value });
      await countQueued();
    }
  }

  function stopCamera() {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setScanning(false);
  }

  async function startCamera() {
    setScanError(null);
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      streamRef.current = stream;
      setScanning(true);
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      const detector = await qrDetector();
      // Look at a frame a few times a second until a code is read or the camera is stopped.
      while (streamRef.current === stream) {
        const found = video.readyState >= 2 ? await detector.detect(video).catch(() => []) : [];
        if (found[0]?.rawValue) {
          stopCamera();
          await checkIn(found[0].rawValue);
          return;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    } catch (error) {
      stopCamera();
      setScanError(error instanceof Error && error.name === 'NotAllowedError' ? 'cameraNotAllowed' : 'noCamera');
    }
  }

  async function scanPhoto(file: File | undefined) {
    if (!file) return;
    setScanError(null);
    const value = await decodeImage(file).catch(() => null);
    if (value) await checkIn(value);
    else setScanError('noCode');
  }

  return (
    <>
      <AdminTitle title={t.title} lead={t.lead} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="scan-title" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="scan-title" className="font-display text-xl font-bold text-teal-950">
            {t.scan}
          </h2>
          <p className={cn('mt-1 text-sm font-semibold', online ? 'text-leaf-800' : 'text-coral-700')} role="status" data-testid="network-state">
            {online ? t.online : t.offline}
            {queued > 0 ? t.waiting(queued) : ''}
          </p>
          <video
            ref={videoRef}
            className={cn('mt-4 aspect-square w-full rounded-xl bg-teal-950 object-cover', scanning ? 'block' : 'hidden')}
            muted
            playsInline
          />
          <div className="mt-4 flex flex-wrap gap-3">
            {scanning ? (
              <Button variant="secondary" onClick={stopCamera}>
                {t.stopCamera}
              </Button>
            ) : (
              <Button onClick={() => void startCamera()}>{t.scanWithCamera}</Button>
            )}
            <label className={buttonClasses('secondary', 'md', 'cursor-pointer focus-within:ring-4 focus-within:ring-teal-100')}>
              {t.readPhoto}
              <input
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                data-testid="ticket-photo"
                onChange={(e) => {
                  void scanPhoto(e.currentTarget.files?.[0]);
                  e.currentTarget.value = '';
                }}
              />
            </label>
          </div>
          {scanError ? (
            <Notice tone="error" className="mt-4">
              {t[scanError]}
            </Notice>
          ) : null}
          <form
            className="mt-6"
            onSubmit={(e) => {
              e.preventDefault();
              void checkIn(code).then(() => setCode(''));
            }}
          >
            <label htmlFor="ticket-code" className="mb-1 block font-semibold">
              {t.ticketCode}
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id="ticket-code"
                name="code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="TZ1.…"
                className={cn(inputClasses, 'font-mono text-sm')}
              />
              <Button type="submit">{t.checkIn}</Button>
            </div>
          </form>
          {queued > 0 && online ? (
            <Button variant="ghost" size="sm" className="mt-3" onClick={() => void flush()}>
              {t.sendWaiting(queued)}
            </Button>
          ) : null}
        </section>
        <section aria-labelledby="results-title" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="results-title" className="font-display text-xl font-bold text-teal-950">
            {t.session}
          </h2>
          {outcomes.length === 0 ? <p className="mt-2 text-ink-muted">{t.nothingYet}</p> : null}
          <ul className="mt-3 space-y-3" aria-live="polite" data-testid="checkin-results">
            {outcomes.map((o, i) => (
              <li key={`${outcomes.length - i}`}>
                <OutcomeItem outcome={o} checkInAnyway={checkInAnyway} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
