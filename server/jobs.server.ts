/**
 * Work that runs on a clock rather than on a request: the payment sweeper (expired seat holds,
 * payments the provider never reported, refunds still pending, balance reminders), the trip
 * reminders, and the deletion of travellers' document numbers 30 days after the trip
 * (services/privacy.server.ts). Every instance runs every job: each job's writes are conditional
 * (a row still in the state it was read in, a reminder's unique key), so two instances running one
 * at once do it once.
 */
import { failureSummary, type Logger } from './logger.server.ts';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** One round; `now` is passed so tests can run a round "later" without waiting. */
  run(now: Date): Promise<void>;
}

/** A job whose round answers how many things it did (`runOnce`, for tests); `run` drops the count. */
export function countingJob(name: string, everyMs: number, round: (now: Date) => Promise<number>): PeriodicJob & { runOnce(now: Date): Promise<number> } {
  return { name, everyMs, run: async (now) => void (await round(now)), runOnce: round };
}

/** Runs each job every `everyMs` (never two rounds of one job at once); stop() waits for rounds under way. */
export function startPeriodicJobs(jobs: readonly PeriodicJob[], logger: Logger): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  const timers = jobs.map((job) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const round = job
        .run(new Date())
        // The database briefly away, say: one line, and the next tick tries again.
        .catch((error: unknown) => logger.warn(`[jobs] ${job.name} failed, retried in ${job.everyMs / 1000} s: ${failureSummary(error)}`))
        .finally(() => {
          busy = false;
          running.delete(round);
        });
      running.add(round);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      for (const t of timers) clearInterval(t);
      await Promise.all(running);
    },
  };
}
