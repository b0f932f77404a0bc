/**
 * What the JSON API answers (spec section 3 field names, ids as `_id`). The OpenAPI document is
 * generated from these. The spec's odd spellings (`packageGroupPeoples`, `totaldays`, `overView`)
 * exist only here and at the API edge: the services return the plain-named types of
 * shared/domain.ts, converted by server/api/spec-names.server.ts. Where the spec's names are
 * already plain (events, blogs, messages, subscribers, admins), the services return these shapes.
 */
import { z } from 'zod';
import { categoryCodes } from '../party.ts';

export const priceCategoryDto = z
  .object({
    code: z.enum(categoryCodes),
    price: z.number().int().meta({ description: 'Whole Taka per traveller of this category' }),
    minAge: z.number().int().nullish(),
    maxAge: z.number().int().nullish(),
  })
  .meta({ id: 'PriceCategory' });

export const tourPlanDayDto = z.object({ day: z.string(), describe: z.string() });

export const tourPackageDto = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string().meta({ description: 'The place, e.g. Saint Martin Island' }),
    packageName: z.string(),
    region: z.string(),
    meetingPoint: z.string().meta({ description: 'Where travellers meet on departure day' }),
    displayPhoto: z.string(),
    totaldays: z.number().int(),
    stayPlanDays: z.number().int(),
    stayPlanNight: z.number().int(),
    packageGroupPeoples: z.number().int(),
    packagePresentPrice: z.number().int().meta({ description: 'Tk per person' }),
    prePackagePrice: z.number().int(),
    discount: z.number().int(),
    rating: z.number().meta({ description: "The travellers' average (reviews) once there are any; before, the rating set by the operator" }),
    reviewCount: z.number().int().meta({ description: 'Visible reviews' }),
    status: z.string(),
    overView: z.string(),
    slider1: z.string(),
    slider2: z.string(),
    slider3: z.string(),
    slider4: z.string(),
    caption1: z.string(),
    caption2: z.string(),
    caption3: z.string(),
    caption4: z.string(),
    tourPlanDays: z.array(tourPlanDayDto),
    priceCategories: z.array(priceCategoryDto).meta({ description: 'adult (packagePresentPrice) first, then child and infant when priced' }),
    infantsTakeSeat: z.boolean().meta({ description: 'Infants take a seat of their own (else they sit on a lap)' }),
    requiresTravellerDetails: z.boolean().meta({ description: "Every traveller's name, birth date, gender and identity document are required" }),
    travellerDetailsDays: z.number().int().meta({ description: 'The details are due this many days before departure' }),
  })
  .meta({ id: 'TourPackage' });
export type TourPackageDto = z.infer<typeof tourPackageDto>;

export const upcomingEventDto = z
  .object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    message: z.string(),
    shortDescription: z.string(),
    description: z.string(),
    presentPrice: z.number().int(),
    previousPrice: z.number().int(),
    days: z.number().int(),
    nights: z.number().int(),
    eventDate: z.string().meta({ description: "Free text, e.g. '20 May to 23 May'" }),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    peoples: z.number().int(),
    displayPhoto: z.string(),
    packageId: z.string().nullable(),
  })
  .meta({ id: 'UpcomingEvent' });
export type UpcomingEvent = z.infer<typeof upcomingEventDto>;

export const blogCommentDto = z
  .object({
    _id: z.string(),
    commentorName: z.string(),
    commentorPhoto: z.string(),
    commentMessage: z.string(),
    commentTime: z.string(),
  })
  .meta({ id: 'BlogComment' });
export type BlogComment = z.infer<typeof blogCommentDto>;

export const blogDto = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    subTitle: z.string(),
    tag: z.string(),
    photo: z.string(),
    date: z.string(),
    message: z.string(),
    authorName: z.string(),
    authorMessage: z.string(),
    authorPhoto: z.string(),
    blogDescription: z.string().meta({ description: 'Markdown' }),
    comments: z.array(blogCommentDto),
  })
  .meta({ id: 'Blog' });
export type Blog = z.infer<typeof blogDto>;

export const visitorMessageDto = z
  .object({
    _id: z.string(),
    kind: z.enum(['contactUs', 'touchInTouch']),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'VisitorMessage' });
export type VisitorMessage = z.infer<typeof visitorMessageDto>;

export const subscriberDto = z.object({ _id: z.string(), email: z.string(), createdAt: z.string() }).meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof subscriberDto>;

export const adminDto = z.object({ _id: z.string(), email: z.string() }).meta({ id: 'Admin' });
export type Admin = z.infer<typeof adminDto>;

export const errorDto = z
  .object({
    error: z.string().meta({ description: 'What went wrong, in English' }),
    code: z.string().optional().meta({
      description: "The message's stable key (e.g. bookingNotFound, required): answered with every refusal of a service and every field issue",
    }),
    params: z
      .array(z.unknown())
      .optional()
      .meta({ description: "The message's parameters (numbers, dates as YYYY-MM-DD, names), to write it in another language" }),
    issues: z
      .array(
        z.object({ path: z.string(), message: z.string().meta({ description: 'In English' }), code: z.string().meta({ description: "The message's key" }) }),
      )
      .optional(),
  })
  .meta({ id: 'Error' });

export const noticeDto = z.object({ message: z.string() }).meta({ id: 'Notice' });
