/**
 * Check-ins made without a network at the meeting point: kept in IndexedDB (`idb`) on the staff
 * member's phone until the network is back, then sent in the order they were made. The server
 * decides (a ticket is checked in once): a code checked in meanwhile by another phone comes back
 * as a conflict, which the page shows.
 */
import { openDB, type DBSchema } from 'idb';

interface QueueSchema extends DBSchema {
  checkins: { key: number; value: { id?: number; code: string; queuedAt: string } };
}

const db = () =>
  openDB<QueueSchema>('travelez-checkins', 1, {
    upgrade(database) {
      database.createObjectStore('checkins', { keyPath: 'id', autoIncrement: true });
    },
  });

export interface QueuedCheckin {
  id: number;
  code: string;
  queuedAt: string;
}

export async function enqueueCheckin(code: string): Promise<void> {
  await (await db()).add('checkins', { code, queuedAt: new Date().toISOString() });
}

export async function queuedCheckins(): Promise<QueuedCheckin[]> {
  return (await (await db()).getAll('checkins')) as QueuedCheckin[];
}

export async function dropQueued(id: number): Promise<void> {
  await (await db()).delete('checkins', id);
}
