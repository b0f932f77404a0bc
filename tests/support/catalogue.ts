/**
 * The catalogue as the JSON API answers it, for tests that read /api/allTourPackages,
 * /api/searchTourPackages and the like: the API's own types (shared/schemas/dto.ts).
 *
 *   const packages = (await (await fetch(`${baseURL}/api/allTourPackages`)).json()) as Pkg[];
 */
export type { TourPackageDto as Pkg } from '../../shared/schemas/dto.ts';
