/** URL slugs for catalogue entries: lower-case words joined by '-', made unique by an id suffix. */
function slugify(text: string, fallback = 'item') {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || fallback
  );
}

export const uniqueSlug = (text: string, id: string, fallback?: string) => `${slugify(text, fallback)}-${id.slice(0, 6)}`;
