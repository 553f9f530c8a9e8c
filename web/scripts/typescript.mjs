// Lets node run the project's TypeScript as its tests do (node --import ./web/scripts/typescript.mjs file.ts): tap's
// ts-node loader (@tapjs/typescript, a part of tap), transpiling only, since tsc checks the types (npm run typecheck).
process.env.TS_NODE_TRANSPILE_ONLY ??= '1'
await import('@tapjs/typescript/import')
