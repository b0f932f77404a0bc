/**
 * The rest of a queue's worker between rounds (the mail queue, the SMS queue). `wake()` ends it at
 * once; a wake that comes while the worker is busy with a round is kept, so its next rest ends at
 * once: the round may have read the queue before the new message was stored.
 */
export interface WorkerRest {
  /** Resolves after `ms`, or at once when woken (during this rest, or since the last one). */
  rest(ms: number): Promise<void>;
  wake(): void;
}

export function workerRest(): WorkerRest {
  let endRest: (() => void) | null = null;
  let woken = false;
  return {
    rest(ms) {
      if (woken) {
        woken = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => end(), ms);
        const end = () => {
          clearTimeout(timer);
          endRest = null;
          resolve();
        };
        endRest = end;
      });
    },
    wake() {
      if (endRest) endRest();
      else woken = true;
    },
  };
}
