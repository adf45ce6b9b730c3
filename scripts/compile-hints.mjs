/**
 * V8's compile hints. Function by function (hintHotFunctions): the functions widget pages run are compiled as their
 * file arrives, on a background thread, and the rest stay lazy. The whole file's hint (`//# allFunctionsCalledOnLoad`,
 * withWholeFileHint) compiles every function, those that never run too, and they stay on the heap. The build gives the
 * first to React's renderer, from the list scripts/record-compile-hints.mjs writes, and the second to the UI's chunk
 * beside it and to the page stage (esbuild.config.mjs says why).
 *
 * V8 compiles a function expression in parentheses eagerly. So each CommonJS factory of a file (esbuild's
 * `__commonJS(exports => {…})`) becomes `__commonJS((function(exports){…}))`; each function declared at a factory's top
 * level, or at the module's own top level, whose name is in the recorded list (names from the sources, read through the
 * source map) becomes `var name=(function(…){…});` in place; and a function the module's top level assigns to a
 * variable (`var name=(…)=>{…}`) is put in parentheses.
 *
 * A declaration is hoisted and the `var` is not: the converted function only exists once its statement has run. So a
 * function is converted only if nothing the factory (or the module) runs before that statement can need it
 * (firstReachingStatement): no earlier statement reads it, and no code an earlier statement runs (a call, a getter or
 * setter, a conversion to a primitive, an iteration) can reach it through what that code is handed, the functions those
 * reach, or what was ever stored in the variables they read. It must also be declared once and never assigned, and a
 * factory whose own code reads `this`, `arguments` or `new.target` stays an arrow. The module's own top level is hinted
 * only in a module that imports nothing: one it imports could import it back and call its functions before its
 * statements ran. The rest stay as written.
 */
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { parse } from 'acorn';
import { analyze } from 'eslint-scope';

/** The whole file's hint, as the file's first line; its source map moves every mapping one line down. */
export function withWholeFileHint(code, map) {
  const parsed = JSON.parse(map);
  return { code: `//# allFunctionsCalledOnLoad\n${code}`, map: JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }) };
}

/** esbuild's wrappers of a CommonJS module, by their names in the bundle before minifying (the second when minifying). */
const FACTORY_WRAPPERS = new Set(['__commonJS', '__commonJSMin']);

/**
 * @param {string} code a minified ES module
 * @param {string} map its source map (JSON)
 * @param {Set<string>} hot the functions to compile eagerly, as `file:name` (the source's base name, the name in it)
 * @returns {{ code: string, map: string, factories: number, converted: string[], unsafe: string[] }}
 */
export function hintHotFunctions(code, map, hot) {
  const edits = [];
  const converted = [];
  const unsafe = [];
  const units = readUnits(code, map);
  const factories = units.filter(({ node }) => node && node.type === 'ArrowFunctionExpression' && !readsOwnReceiver(node.body));
  for (const { node } of factories) {
    const params = node.params.length ? code.slice(node.params[0].start, node.params.at(-1).end) : '';
    edits.push({ start: node.start, end: node.body.start, text: `(function(${params})` });
    edits.push({ start: node.end, end: node.end, text: ')' });
  }
  for (const { scope, statements, functions, expressions } of [...factories, ...units.filter(({ node }) => !node)]) {
    const reachedFirst = firstReachingStatement(scope, statements);
    let lastClose; // the edit that closes the function converted last, which the next one may continue
    for (const { declaration, key } of functions.filter((candidate) => hot.has(candidate.key))) {
      const variable = scope.set.get(declaration.id.name);
      const declaredOnce = variable.defs.length === 1 && variable.references.every((reference) => !reference.isWrite());
      if (!declaredOnce || (reachedFirst.get(variable) ?? Infinity) < statements.indexOf(declaration)) {
        unsafe.push(key);
        continue;
      }
      const head = code.slice(declaration.start, declaration.id.start).trimEnd(); // `function`, `function*`, `async function`
      // Functions declared one after the other become one `var` statement: `var a=(function…),b=(function…);`.
      const continues = lastClose?.start === declaration.start;
      if (continues) lastClose.text = '),';
      edits.push({ start: declaration.start, end: declaration.start, text: `${continues ? '' : 'var '}${declaration.id.name}=(` });
      edits.push({ start: declaration.start + head.length, end: declaration.id.end, text: '' });
      lastClose = { start: declaration.end, end: declaration.end, text: ');' };
      edits.push(lastClose);
      converted.push(key);
    }
    // An expression in parentheses is the same value: nothing can run before it that it was not already there for.
    for (const { expression, key } of expressions.filter((candidate) => hot.has(candidate.key))) {
      edits.push({ start: expression.start, end: expression.start, text: '(' });
      edits.push({ start: expression.end, end: expression.end, text: ')' });
      converted.push(key);
    }
  }
  return { ...applyEdits(code, map, edits), factories: factories.length, converted, unsafe };
}

/**
 * Where a file's functions can be hinted, each with its scope, its statements, the functions declared at its top level
 * and (the module's own top level only) the functions assigned to its variables, each named as `file:name` from the
 * source map (the source's base name and the name in it): every CommonJS factory (`node`), and the module's top level
 * when the module imports nothing.
 * @param {string} code
 * @param {string} map
 */
export function readUnits(code, map) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module', ranges: true }); // eslint-scope reads `range`
  const scopes = analyze(ast, { ecmaVersion: 2022, sourceType: 'module' });
  const trace = new TraceMap(map);
  const lines = lineStarts(code);
  const keyOf = (identifier) => {
    const { source, name } = originalPositionFor(trace, position(lines, identifier.start));
    return `${baseName(source)}:${name ?? identifier.name}`;
  };
  const declared = (statements) =>
    statements
      .filter((statement) => statement.type === 'FunctionDeclaration')
      .map((declaration) => ({ declaration, key: keyOf(declaration.id) }));
  const units = findFactories(ast, (offset) => originalPositionFor(trace, position(lines, offset))).map((node) => ({
    node,
    scope: scopes.acquire(node),
    statements: node.body.body,
    functions: declared(node.body.body),
    expressions: [],
  }));
  if (!ast.body.some((statement) => statement.type === 'ImportDeclaration')) {
    const expressions = ast.body
      .filter((statement) => statement.type === 'VariableDeclaration')
      .flatMap((statement) => statement.declarations)
      .filter(({ id, init }) => id.type === 'Identifier' && FUNCTION_VALUES.has(init?.type) && code[init.start - 1] !== '(')
      .map(({ id, init }) => ({ expression: init, key: keyOf(id) }));
    units.push({
      scope: scopes.globalScope.childScopes.find((scope) => scope.type === 'module'),
      statements: ast.body,
      functions: declared(ast.body),
      expressions,
    });
  }
  return units;
}

/**
 * A function as a value: esbuild writes a factory as an arrow (a file already hinted has it as a function expression),
 * and the module's top level assigns either to a variable.
 */
const FUNCTION_VALUES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** The functions passed to esbuild's CommonJS wrapper at the module's top level. */
function findFactories(ast, original) {
  const factories = [];
  for (const statement of ast.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const { init } of statement.declarations) {
      const [argument] = init?.type === 'CallExpression' ? init.arguments : [];
      if (!FUNCTION_VALUES.has(argument?.type) || argument.body.type !== 'BlockStatement') continue;
      if (FACTORY_WRAPPERS.has(original(init.callee.start).name)) factories.push(argument);
    }
  }
  return factories;
}

/** The outermost nodes under `node` that `matches`, not looking inside those that `isBoundary`. */
function outermost(node, matches, isBoundary, found = []) {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const item of node) outermost(item, matches, isBoundary, found);
    return found;
  }
  if (typeof node.type === 'string') {
    if (matches(node)) {
      found.push(node);
      return found;
    }
    if (isBoundary(node)) return found;
  }
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && typeof value === 'object') outermost(value, matches, isBoundary, found);
  return found;
}

const isFunction = (node) =>
  node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression' || node.type === 'FunctionDeclaration';

/** Whether a function body reads what an arrow takes from outside and a function expression would not. */
const readsOwnReceiver = (body) =>
  outermost(
    body,
    (node) => node.type === 'ThisExpression' || node.type === 'MetaProperty' || (node.type === 'Identifier' && node.name === 'arguments'),
    (node) => node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression',
  ).length > 0;

/**
 * Code that can run a function: calls, `new`, tagged templates, `import()`; a property read or write (a getter or a
 * setter); iteration (`for…of`, spread, an array pattern) and `for…in`, `with`, `await`, `yield`; and what converts an
 * object to a primitive (its `valueOf`, `toString` or `Symbol.toPrimitive`): binary operators, `+`, `-` and `~`, `++`
 * and `--`, compound assignment, and a template's `${…}`.
 */
const RUNS_CODE = new Set([
  'CallExpression',
  'NewExpression',
  'TaggedTemplateExpression',
  'ImportExpression',
  'MemberExpression',
  'ForOfStatement',
  'SpreadElement',
  'ArrayPattern',
  'ObjectPattern',
  'ForInStatement',
  'WithStatement',
  'AwaitExpression',
  'YieldExpression',
  'BinaryExpression',
  'UpdateExpression',
]);
const CONVERTING_UNARY = new Set(['+', '-', '~']);

const isPattern = (node) => node?.type === 'ObjectPattern' || node?.type === 'ArrayPattern';

/**
 * Whether this node's own evaluation can run a function, handed anything within it. An assignment to a property or
 * through a pattern counts whole, so that what it stores (which a setter receives, or which leaves the factory's
 * reach) counts with it; so does a declaration through a pattern, with the value it takes apart.
 */
const runsCode = (node) =>
  RUNS_CODE.has(node.type) ||
  (node.type === 'UnaryExpression' && CONVERTING_UNARY.has(node.operator)) ||
  (node.type === 'AssignmentExpression' && (node.operator !== '=' || node.left.type === 'MemberExpression' || isPattern(node.left))) ||
  (node.type === 'VariableDeclarator' && isPattern(node.id)) ||
  (node.type === 'TemplateLiteral' && node.expressions.length > 0);

/** The outermost nodes of a statement's own code (not the functions it creates) that can run a function. */
const codeRunners = (statement) => outermost(statement, runsCode, isFunction);

/**
 * For each variable of the factory's scope, the index of the first statement that, run in order, needs its value.
 * A statement needs what its own code reads. Where its code can run a function (a call, a getter, a conversion), it
 * also needs everything that function may be handed can reach: what that part of the code reads (the functions it
 * creates included), the body of every function declared in the factory that this reaches, and whatever was ever
 * stored in every variable it reaches. A value handed outside the factory is counted where it is handed, with all it
 * reaches; code outside calling it later can reach no more, and what was declared by then is safe. Function
 * declarations run nothing where they stand.
 */
function firstReachingStatement(scope, statements) {
  // Every reference to one of the factory's own variables, by where it stands in the code.
  const references = scope.variables.flatMap((variable) => variable.references).sort((a, b) => a.identifier.start - b.identifier.start);
  const starts = references.map((reference) => reference.identifier.start);
  const within = ({ start, end }) => references.slice(firstAtOrAfter(starts, start), firstAtOrAfter(starts, end));
  const variablesOf = (found) => new Set(found.map((reference) => reference.resolved));

  // What each function declared in the factory reads, and what may be stored in each variable (what the expressions
  // assigned to it read).
  const bodyOf = new Map();
  for (const variable of scope.variables) {
    const [definition] = variable.defs;
    if (definition?.type === 'FunctionName' && statements.includes(definition.node))
      bodyOf.set(variable, variablesOf(within(definition.node)));
  }
  const holds = new Map(
    scope.variables.map((variable) => [
      variable,
      variablesOf(variable.references.filter((reference) => reference.writeExpr).flatMap((reference) => within(reference.writeExpr))),
    ]),
  );
  const reachable = (from) => {
    const seen = new Set(from);
    const pending = [...seen];
    while (pending.length) {
      const variable = pending.pop();
      for (const next of bodyOf.get(variable) ?? holds.get(variable)) {
        if (!seen.has(next)) {
          seen.add(next);
          pending.push(next);
        }
      }
    }
    return seen;
  };

  const first = new Map();
  statements.forEach((statement, index) => {
    if (statement.type === 'FunctionDeclaration') return;
    const readsNow = variablesOf(within(statement).filter((reference) => !insideFunction(reference.from, scope)));
    // What the code it runs may be handed: what each such node reads, the functions it creates included.
    const handed = variablesOf(codeRunners(statement).flatMap(within));
    for (const variable of [...readsNow, ...reachable(handed)]) if (!first.has(variable)) first.set(variable, index);
  });
  return first;
}

/** The index of the first of the sorted `numbers` at or after `offset`. */
function firstAtOrAfter(numbers, offset) {
  let low = 0;
  let high = numbers.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (numbers[middle] < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether a reference made in `from` sits inside a function nested in the factory (class static blocks run at once). */
function insideFunction(from, factoryScope) {
  for (let scope = from; scope && scope !== factoryScope; scope = scope.upper) {
    if (scope.type === 'function') return true;
  }
  return false;
}

/** The edited code, and its source map with every mapping moved with its code (those inside a removed range dropped). */
function applyEdits(code, map, edits) {
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let last = 0;
  for (const edit of edits) {
    out += code.slice(last, edit.start) + edit.text;
    last = edit.end;
  }
  out += code.slice(last);

  const moved = (offset) => {
    let shift = 0;
    for (const edit of edits) {
      if (edit.start > offset) break;
      if (edit.end <= offset)
        shift += edit.text.length - (edit.end - edit.start); // an insertion right here goes before it
      else if (edit.start < offset)
        return null; // inside a removed range
      else break; // a range replaced from here on: the mapping keeps the start of its new text
    }
    return offset + shift;
  };
  const oldLines = lineStarts(code);
  const newLines = lineStarts(out);
  const sourceMap = JSON.parse(map);
  const mappings = decode(sourceMap.mappings);
  const remapped = Array.from({ length: newLines.length }, () => []);
  mappings.forEach((segments, line) => {
    for (const [column, ...rest] of segments) {
      const offset = moved(oldLines[line] + column);
      if (offset === null) continue;
      const { line: newLine, column: newColumn } = position(newLines, offset);
      remapped[newLine - 1].push([newColumn, ...rest]);
    }
  });
  sourceMap.mappings = encode(remapped);
  return { code: out, map: JSON.stringify(sourceMap) };
}

function lineStarts(text) {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** A 1-based line and 0-based column, as source maps count. */
function position(starts, offset) {
  let line = starts.length - 1;
  while (starts[line] > offset) line -= 1;
  return { line: line + 1, column: offset - starts[line] };
}

const baseName = (source) => (source ?? '').split('/').at(-1);
