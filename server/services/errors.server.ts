/** Errors the domain services throw; the API and the pages turn them into answers. */
export class DomainError extends Error {
  /** 502: a payment provider did not answer (nothing was charged). */
  readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 502 | 503;
  readonly issues: { path: string; message: string }[];
  constructor(status: DomainError['status'], message: string, issues: { path: string; message: string }[] = []) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
    this.issues = issues;
  }
}

export const notFound = (what = 'Not found') => new DomainError(404, what);
export const conflict = (message: string) => new DomainError(409, message);
export const forbidden = (message = 'You do not have access to this') => new DomainError(403, message);
export const invalid = (message: string, issues: { path: string; message: string }[] = []) => new DomainError(400, message, issues);
