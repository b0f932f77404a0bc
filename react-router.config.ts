import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // A separate build folder per process lets tests build while a dev server keeps running.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
