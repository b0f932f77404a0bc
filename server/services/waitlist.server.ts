/**
 * The waitlist of a sold-out departure: a signed-in person joins it (for as many travellers as
 * they need) or leaves it (signed in, or by the link in the e-mail), and everyone waiting hears
 * once when seats come free. Part of the departure service (`services.departures`).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.server.ts';
import { newId } from '../../db/ids.ts';
import { departures, tourPackages, upcomingEvents, users, waitlist } from '../../db/schema.ts';
import type { Viewer } from '../../shared/access.ts';
import { dhakaDate } from '../../shared/policy.ts';
import { travellersError } from '../../shared/pricing.ts';
import type { Departure } from '../../shared/schemas/departures.ts';
import { seatsLeft } from '../../shared/seats.ts';
import type { Mailer } from '../mail/mailer.server.ts';
import { seatsFreeMail } from '../mail/templates/departures.server.ts';
import type { Lang } from '../../shared/i18n/lang.ts';
import { translatedNames } from './mail-names.server.ts';
import { announceCommitted, type ChangeFeed } from './changes.server.ts';
import { departureReads } from './departure-rows.server.ts';
import { conflict, DomainError, msg } from './errors.server.ts';
import type { DepartureRow } from './seats.server.ts';

/** Waitlists one account may join in an hour (RATE_LIMIT=false lifts it). */
export const waitlistJoinsPerHour = 10;

interface WaitlistDeps {
  db: Database;
  changes: ChangeFeed;
  mailer: Mailer;
  baseUrl: string;
  /** Counts an account's waitlist joins; false when over the limit (waitlistJoinsPerHour). */
  underWaitlistLimit: (userId: string) => Promise<boolean>;
}

export function createWaitlist({ db, changes, mailer, baseUrl, underWaitlistLimit }: WaitlistDeps) {
  const { row, dto, ownerName } = departureReads(db);

  /**
   * Everyone waiting on a departure that has seats again hears about it (once per opening), in the
   * transaction that freed the seats, which holds the departure's lock: the e-mails are queued and
   * the waitlist marked together, or neither (a second change waits for the lock and finds them
   * marked).
   */
  async function notifyWaitlist(departureId: string, tx: Database) {
    const [d] = await tx.select().from(departures).where(eq(departures.id, departureId));
    if (!d || d.status !== 'open' || seatsLeft(d) === 0 || d.date <= dhakaDate()) return;
    // Each in the language of the account that joined (the waitlist keeps none of its own).
    const waiting = await tx
      .select({ id: waitlist.id, email: waitlist.email, leaveToken: waitlist.leaveToken, language: users.language })
      .from(waitlist)
      .innerJoin(users, eq(users.id, waitlist.userId))
      .where(and(eq(waitlist.departureId, departureId), isNull(waitlist.notifiedAt)));
    if (waiting.length === 0) return;
    const english = await departureReads(tx).ownerName(d);
    // The tour's name in each waiting person's language (English where it is not translated).
    const names = new Map<Lang, string>([['en', english]]);
    const nameIn = async (lang: Lang) => {
      let name = names.get(lang);
      if (name === undefined) {
        const t = await translatedNames(tx, lang, d);
        name = t.name ?? english;
        if (d.packageId && (t.name || t.packageName)) {
          const [p] = await tx
            .select({ name: tourPackages.name, packageName: tourPackages.packageName })
            .from(tourPackages)
            .where(eq(tourPackages.id, d.packageId));
          name = p ? `${t.name ?? p.name}: ${t.packageName ?? p.packageName}` : english;
        }
        names.set(lang, name);
      }
      return name;
    };
    const bookPath = d.packageId ? `/bookNow?package=${d.packageId}&departure=${d.id}` : `/bookNow?event=${d.eventId}`;
    for (const w of waiting) {
      await mailer.send(
        seatsFreeMail(
          w.language,
          {
            to: w.email,
            tourName: await nameIn(w.language),
            date: d.date,
            seatsLeft: seatsLeft(d),
            bookPath,
            leavePath: `/leaveWaitlist?token=${w.leaveToken}`,
          },
          baseUrl,
        ),
        tx,
      );
    }
    await tx
      .update(waitlist)
      .set({ notifiedAt: new Date() })
      .where(
        inArray(
          waitlist.id,
          waiting.map((w) => w.id),
        ),
      );
  }

  /** The most travellers one booking of the departure's package (or event) may have. */
  async function groupSizeOf(d: DepartureRow): Promise<number> {
    if (d.packageId) {
      const [p] = await db.select({ groupSize: tourPackages.groupSize }).from(tourPackages).where(eq(tourPackages.id, d.packageId));
      return p?.groupSize ?? 1;
    }
    const [e] = await db
      .select({ peoples: upcomingEvents.peoples })
      .from(upcomingEvents)
      .where(eq(upcomingEvents.id, d.eventId ?? ''));
    return e?.peoples ?? 1;
  }

  return {
    /** Seats came back to a departure (in the transaction that gave them back): tell its waitlist. */
    seatsFreed: notifyWaitlist,

    // ------------------------------------------------------------ waitlist

    /**
     * A signed-in person joins the waitlist of a departure that has fewer seats left than they need,
     * for 1 to the tour's group size of travellers. Each join counts against the account's hourly
     * limit (429 over it), as a booking does.
     */
    async joinWaitlist(viewer: Viewer, departureId: string, travellers = 1): Promise<{ joined: boolean }> {
      if (!(await underWaitlistLimit(viewer.userId))) {
        throw new DomainError(429, msg('waitlistJoinsPerHour', waitlistJoinsPerHour));
      }
      const d = await row(departureId);
      const tooMany = travellersError(travellers, await groupSizeOf(d));
      if (tooMany) throw new DomainError(400, tooMany).on('travellers');
      if (d.status !== 'open' || d.date <= dhakaDate()) throw conflict('departureNotOpen');
      if (seatsLeft(d) >= travellers) throw conflict('departureHasSeats');
      const rows = await db
        .insert(waitlist)
        .values({ id: newId(), departureId, userId: viewer.userId, email: viewer.email, travellers, leaveToken: randomBytes(18).toString('base64url') })
        .onConflictDoNothing()
        .returning({ id: waitlist.id });
      // Every instance drops its copy of this person's waitlist (read cache).
      if (rows.length) await announceCommitted(db, changes, 'waitlist');
      return { joined: rows.length > 0 };
    },

    /** Leaves the waitlist by the link in the e-mail. */
    async leaveWaitlistByToken(token: string): Promise<boolean> {
      if (!/^[\w-]{10,64}$/.test(token)) return false;
      const rows = await db.delete(waitlist).where(eq(waitlist.leaveToken, token)).returning({ id: waitlist.id });
      if (rows.length) await announceCommitted(db, changes, 'waitlist');
      return rows.length > 0;
    },

    async leaveWaitlist(viewer: Viewer, departureId: string): Promise<boolean> {
      const rows = await db
        .delete(waitlist)
        .where(and(eq(waitlist.userId, viewer.userId), eq(waitlist.departureId, departureId)))
        .returning({ id: waitlist.id });
      if (rows.length) await announceCommitted(db, changes, 'waitlist');
      return rows.length > 0;
    },

    /** The departures a person waits for (dashboard). */
    async waitlistOf(viewer: Viewer): Promise<(Departure & { name: string })[]> {
      const rows = await db
        .select({ d: departures })
        .from(waitlist)
        .innerJoin(departures, eq(departures.id, waitlist.departureId))
        .where(eq(waitlist.userId, viewer.userId))
        .orderBy(asc(departures.date));
      return Promise.all(rows.map(async (r) => ({ ...(await dto(r.d)), name: await ownerName(r.d) })));
    },
  };
}
