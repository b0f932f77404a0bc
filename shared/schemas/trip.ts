/**
 * On the trip (issue 27): a booking's signed ticket and staff check-in. The ticket's code is made
 * and verified by the server only (server/services/tickets.server.ts); here are the shapes the API
 * and the pages exchange.
 */
import { z } from 'zod';
import { issueMessage } from '../i18n/coded-messages.ts';

/** What a ticket code looks like: `TZ1.<opaque>.<signature>` (base64url parts). Anything else is refused unread. */
export const ticketCodePattern = /^TZ1\.[A-Za-z0-9_-]{8,64}\.[A-Za-z0-9_-]{22}$/;

export const ticketDto = z
  .object({
    code: z.string().meta({ description: 'Signed by the server; shown as a QR code. Not the booking id.' }),
    bookingId: z.string(),
    reference: z.string(),
    status: z.enum(['Pending', 'Confirmed']),
    name: z.string(),
    packageName: z.string(),
    fullName: z.string(),
    travelDate: z.string(),
    totaldays: z.number().int(),
    travellers: z.number().int(),
    checkedInAt: z.string().nullable(),
    meetingPoint: z.string().meta({ description: "Where travellers meet on departure day ('' until the operator sets it)" }),
    operatorPhone: z.string(),
    pickupPoint: z
      .object({ id: z.string(), name: z.string(), nameBn: z.string().optional(), time: z.string().meta({ description: 'HH:MM, Bangladesh time' }) })
      .nullable()
      .meta({ description: 'Where and when the coach picks the travellers up (null: none chosen)' }),
  })
  .meta({ id: 'Ticket' });
export type TicketDto = z.infer<typeof ticketDto>;

export const checkinInput = z
  .object({
    code: z.string().trim().min(1, issueMessage('ticketCodeRequired')).max(200, issueMessage('ticketCodeNotOurs')),
    override: z.boolean().optional().meta({
      description: "Check in an online booking whose advance is not paid (an admin's explicit decision, recorded in the audit log)",
    }),
  })
  .meta({ id: 'CheckinInput' });

export const checkinDto = z
  .object({
    bookingId: z.string(),
    reference: z.string(),
    status: z.string(),
    name: z.string(),
    packageName: z.string(),
    fullName: z.string(),
    phone: z.string(),
    travelDate: z.string(),
    travellers: z.number().int(),
    checkedInAt: z.string(),
    checkedInBy: z.string().meta({ description: "The admin's e-mail" }),
    amountDue: z.number().int().meta({ description: 'What the booking still owed of its advance when checked in anyway (0 when nothing)' }),
  })
  .meta({ id: 'Checkin' });
export type CheckinDto = z.infer<typeof checkinDto>;

/** The 409 of a check-in: `amountDue` (whole Taka) when an online booking's advance is not paid. */
export const checkinRefusalDto = z
  .object({
    error: z.string(),
    code: z.string().optional(),
    params: z.array(z.unknown()).optional(),
    amountDue: z.number().int().optional().meta({ description: 'Still to be paid before check-in (the advance); absent for other conflicts' }),
  })
  .meta({ id: 'CheckinRefusal' });
export type CheckinRefusalDto = z.infer<typeof checkinRefusalDto>;
