// V8's explicit compile hint on every script the build emits (Chrome 136+, V8 13.6; decision 0044): the magic comment
// `//# allFunctionsCalledOnLoad` on a file's first line makes V8 compile all of its functions eagerly, while the file
// streams in, on a background thread. Without it V8 compiles a function lazily on its first call, on the main thread:
// at boot that was ~170 ms of `V8.CompileLazy` and ~60 ms of `V8.ParseFunction` in a 4× throttled load of `/test`,
// spread over the boot's tasks (issue 12, TBT). Our chunks are split per screen and per component, so a file is
// fetched when it is about to run; the functions it holds are the ones the screen calls. Browsers without the hint
// read a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the hint on the first line of `code` (once); returns the new code. */
export function withCompileHint(code) {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

export function compileHints() {
  return {
    name: 'badminton-compile-hints',
    apply: 'build',
    generateBundle: {
      // After the minifier (which would drop the comment) and every other plugin's changes to the chunks.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = withCompileHint(chunk.code);
          // A source map's lines move down by the one the hint takes.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
