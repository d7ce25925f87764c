// What `import … from "zod"` means in the browser bundle (vite.config.ts): zod with its JIT
// switched off before any schema is built. The JIT probes `new Function`, which the pages'
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation.
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
