/** All demo content shipped with Travelez. */
export type { SceneKind, SceneSpec, SeedBlog, SeedComment, SeedEvent, SeedPackage, SlideSpec } from './types.ts';
export { seedPackages, packages, discountPercent } from './packages.ts';
export { seedBlogs, blogs } from './blogs.ts';
export { seedEvents, events, addDays, eventDateText } from './events.ts';
