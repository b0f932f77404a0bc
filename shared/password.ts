/**
 * The password rule's length, apart from the zod schemas: a page that only shows the rule (the
 * sign-up form's hint) then loads no zod before it validates anything.
 */
export const minPasswordLength = 6;
