import ts from 'typescript'

// Strict type-checking of generated clients and the programs that use them (test/plugins/openapi/).

/** The diagnostics of `files` under strict settings, as "file:line: message"; `paths` maps module names. */
export function typeCheck (files: string[], paths: Record<string, string[]> = {}): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    paths
  })
  return ts.getPreEmitDiagnostics(program).map(d => {
    const line = d.file === undefined ? '' : `${d.file.fileName.split('/').pop()!}:${d.file.getLineAndCharacterOfPosition(d.start!).line + 1}: `
    return `${line}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
}

/** TypeScript source as an ES module (types removed), to run it. */
export function transpile (source: string): string {
  return ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText
}
