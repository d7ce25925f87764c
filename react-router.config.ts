import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets parallel work (or a benchmark) build without replacing the main build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
