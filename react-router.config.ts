import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // A separate build folder per process lets tests build while a dev server keeps running.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  // A route module stays one file: its clientAction is loaded with the page anyway, so a separate
  // chunk for it only costs one more request.
  splitRouteModules: false,
} satisfies Config;
