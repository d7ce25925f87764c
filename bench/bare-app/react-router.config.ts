import type { Config } from "@react-router/dev/config";

// The baseline: a bare React Router framework-mode app with one server-rendered page.
export default { appDirectory: "app", ssr: true, buildDirectory: "build" } satisfies Config;
