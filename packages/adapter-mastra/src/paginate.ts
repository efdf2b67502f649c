/** Mastra's page/perPage paging (perPage false: everything on page 0). */
export function paginate<T>(all: readonly T[], page = 0, perPage: number | false | undefined, defaultPerPage: number) {
  const size = perPage === undefined ? defaultPerPage : perPage;
  if (size === false) return { items: [...all], total: all.length, page: 0, perPage: false as const, hasMore: false };
  const start = page * size;
  return { items: all.slice(start, start + size), total: all.length, page, perPage: size, hasMore: start + size < all.length };
}
