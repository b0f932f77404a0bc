/**
 * /checkin: staff check travellers in at the meeting point (issue 27). A ticket's QR code is read
 * with the phone's camera or from a photo (app/pwa/qr-decoder.ts), or its code typed; the server
 * answers (POST /api/checkins): checked in, already checked in (when and by whom), forged, or
 * cancelled. Without a network the check-in is queued on the phone (app/pwa/checkin-queue.ts) and
 * sent when the network is back; what the server then answers is shown like any other.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckinDto } from '../../../shared/schemas/trip.ts';
import { AdminTitle } from '../../components/admin/AdminTable.tsx';
import { Button, Notice, buttonClasses, cn, formatDate, inputClasses } from '../../components/ui/index.ts';
import { dropQueued, enqueueCheckin, queuedCheckins } from '../../pwa/checkin-queue.ts';
import { decodeImage, qrDetector } from '../../pwa/qr-decoder.ts';
import type { Route } from './+types/checkin';
import { admin } from './admin.server.ts';

export function meta() {
  return [{ title: 'Check-in | Travelez admin' }];
}

export function loader({ context, request }: Route.LoaderArgs) {
  admin(context, request);
  return null;
}

type Outcome =
  | { kind: 'checked-in'; code: string; checkin: CheckinDto; late: boolean }
  | { kind: 'conflict' | 'refused' | 'error'; code: string; message: string; late: boolean }
  | { kind: 'queued'; code: string };

/** One check-in sent to the server; null when the network is not there (the caller queues it). */
async function send(code: string, late: boolean): Promise<Outcome | null> {
  let res: Response;
  try {
    res = await fetch('/api/checkins', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
  } catch {
    return null;
  }
  // The service worker answers 503 for an API call it could not send: the same as no network.
  if (res.status === 503 && res.headers.get('x-offline') === '1') return null;
  const body = (await res.json().catch(() => ({}))) as CheckinDto & { error?: string };
  if (res.ok) return { kind: 'checked-in', code, checkin: body, late };
  const message = body.error ?? `The server answered ${res.status}`;
  if (res.status === 409) return { kind: 'conflict', code, message, late };
  if (res.status === 400 || res.status === 404) return { kind: 'refused', code, message, late };
  return { kind: 'error', code, message: res.status === 401 || res.status === 403 ? 'Sign in again as an admin.' : message, late };
}

function OutcomeItem({ outcome }: { outcome: Outcome }) {
  const later = 'late' in outcome && outcome.late ? ' (sent when the network came back)' : '';
  if (outcome.kind === 'checked-in') {
    const c = outcome.checkin;
    return (
      <Notice tone="success" title={`Checked in: ${c.fullName}`}>
        {c.travellers} {c.travellers === 1 ? 'traveller' : 'travellers'} · {c.name} · {formatDate(c.travelDate)} ·{' '}
        <span className="whitespace-nowrap">{c.reference}</span> · <span className="whitespace-nowrap">{c.phone}</span>
        {later}
      </Notice>
    );
  }
  if (outcome.kind === 'queued')
    return (
      <Notice tone="warning" title="Saved on this phone">
        No network: this check-in is queued and will be sent when the connection is back.
      </Notice>
    );
  const title = outcome.kind === 'conflict' ? 'Already checked in' : outcome.kind === 'refused' ? 'Not a valid ticket' : 'Not checked in';
  return (
    <Notice tone="error" title={title}>
      {outcome.message}
      {later}
    </Notice>
  );
}

export default function CheckinPage() {
  const [code, setCode] = useState('');
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const [queued, setQueued] = useState(0);
  const [online, setOnline] = useState(true);
  const [scanning, setScanning] = useState(false);
  const [scanError, setScanError] = useState<string | null>(null);
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
      setScanError(
        error instanceof Error && error.name === 'NotAllowedError'
          ? 'The camera is not allowed: allow it, or type the code.'
          : 'No camera could be used: type the code.',
      );
    }
  }

  async function scanPhoto(file: File | undefined) {
    if (!file) return;
    setScanError(null);
    const value = await decodeImage(file).catch(() => null);
    if (value) await checkIn(value);
    else setScanError('No QR code could be read in that photo: try again closer, or type the code.');
  }

  return (
    <>
      <AdminTitle title="Check-in" lead="Scan a traveller's ticket at the meeting point, or type the code printed under it." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="scan-title" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="scan-title" className="font-display text-xl font-bold text-teal-950">
            Scan a ticket
          </h2>
          <p className={cn('mt-1 text-sm font-semibold', online ? 'text-leaf-800' : 'text-coral-700')} role="status" data-testid="network-state">
            {online ? 'Online' : 'Offline: check-ins are saved on this phone'}
            {queued > 0 ? ` · ${queued} waiting to be sent` : ''}
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
                Stop camera
              </Button>
            ) : (
              <Button onClick={() => void startCamera()}>Scan with camera</Button>
            )}
            <label className={buttonClasses('secondary', 'md', 'cursor-pointer focus-within:ring-4 focus-within:ring-teal-100')}>
              Read a photo
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
              {scanError}
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
              Ticket code
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
              <Button type="submit">Check in</Button>
            </div>
          </form>
          {queued > 0 && online ? (
            <Button variant="ghost" size="sm" className="mt-3" onClick={() => void flush()}>
              Send the {queued} waiting now
            </Button>
          ) : null}
        </section>
        <section aria-labelledby="results-title" className="rounded-2xl bg-white p-5 shadow-sm">
          <h2 id="results-title" className="font-display text-xl font-bold text-teal-950">
            This session
          </h2>
          {outcomes.length === 0 ? <p className="mt-2 text-ink-muted">Nothing scanned yet.</p> : null}
          <ul className="mt-3 space-y-3" aria-live="polite" data-testid="checkin-results">
            {outcomes.map((o, i) => (
              <li key={`${outcomes.length - i}`}>
                <OutcomeItem outcome={o} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
