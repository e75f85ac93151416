// The static pass of !newAction's lint (docs/scripting.md, "Lint"): the three ESLint rules of
// MINDcraft's coder that catch a model's usual mistakes, on SpiderMonkey's own parser
// (Reflect.parse). hooks.lint(source, globals, asyncCalls) answers a list of
// {message, line, column} (1-based), in source order:
//   no-undef            a name that is neither declared in the code nor one of `globals`
//   require-await       an async function whose own body never awaits
//   no-floating-promise a call of an async API (`asyncCalls`, e.g. "skills.collectBlock") or of an
//                       async function of the code, used as a statement without await
// A syntax error is the only problem then ("Parsing error: ..."), as ESLint reports it.
(function (native, hooks) {
  'use strict';
  const parse = Reflect.parse;
  delete Reflect.parse;

  const isNode = (v) => v !== null && typeof v === 'object' && typeof v.type === 'string';
  const children = (node) => {
    const out = [];
    for (const key of Object.keys(node)) {
      if (key === 'loc') continue;
      const v = node[key];
      if (Array.isArray(v)) { for (const c of v) if (isNode(c)) out.push([key, c]); }
      else if (isNode(v)) out.push([key, v]);
    }
    return out;
  };
  const isFunction = (n) => n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression';
  const where = (node) => (node.loc ? { line: node.loc.start.line, column: node.loc.start.column + 1 } : { line: 1, column: 1 });

  // The names a binding pattern declares.
  const patternNames = (p, out) => {
    if (!isNode(p)) return out;
    if (p.type === 'Identifier') out.push(p.name);
    else if (p.type === 'ObjectPattern') for (const prop of p.properties) patternNames(prop.type === 'Property' ? prop.value : prop, out);
    else if (p.type === 'ArrayPattern') for (const e of p.elements) patternNames(e, out);
    else if (p.type === 'AssignmentExpression') patternNames(p.left, out);
    else if (p.type === 'SpreadExpression') patternNames(p.expression, out);
    return out;
  };

  // Every name declared anywhere in the code (scopes are not told apart: a lenient no-undef).
  const declared = (root) => {
    const names = new Set();
    const walk = (n) => {
      if (n.type === 'VariableDeclarator') patternNames(n.id, []).forEach((x) => names.add(x));
      if ((n.type === 'FunctionDeclaration' || n.type === 'ClassStatement' || n.type === 'FunctionExpression' ||
           n.type === 'ClassExpression') && n.id) names.add(n.id.name);
      if (isFunction(n)) {
        for (const p of n.params) patternNames(p, []).forEach((x) => names.add(x));
        if (n.rest) patternNames(n.rest, []).forEach((x) => names.add(x));
      }
      if (n.type === 'CatchClause' && n.param) patternNames(n.param, []).forEach((x) => names.add(x));
      for (const [, c] of children(n)) walk(c);
    };
    walk(root);
    return names;
  };

  // Identifiers that are not references: property names, labels, declared names.
  const skipped = (parent, key, node) => {
    if (!parent) return false;
    if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return true;
    if (parent.type === 'Property' && key === 'key' && !parent.computed) return true;
    if (parent.type === 'ClassMethod' && key === 'name') return true;
    if (key === 'label') return true;
    if ((isFunction(parent) || parent.type === 'ClassStatement' || parent.type === 'ClassExpression') && key === 'id') return true;
    return false;
  };

  const calleeName = (callee) => {
    if (callee.type === 'Identifier') return callee.name;
    if (callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier') {
      return callee.object.name + '.' + callee.property.name;
    }
    return null;
  };

  hooks.lint = (source, globals, asyncCalls) => {
    let tree;
    try {
      tree = parse(source, { loc: true, source: 'code.js', line: 1 });
    } catch (e) {
      return [{ message: 'Parsing error: ' + e.message, line: e.lineNumber || 1, column: (e.columnNumber || 0) + 1 }];
    }
    const problems = [];
    const names = declared(tree);
    const known = (name) => names.has(name) || globals.includes(name);
    const asyncApi = new Set(asyncCalls);
    const walkAll = (n, fn) => { fn(n); for (const [, c] of children(n)) walkAll(c, fn); };
    walkAll(tree, (n) => { if (isFunction(n) && n.async && n.id) asyncApi.add(n.id.name); });
    walkAll(tree, (n) => {
      if (n.type === 'VariableDeclarator' && n.init && isFunction(n.init) && n.init.async && n.id.type === 'Identifier') {
        asyncApi.add(n.id.name);
      }
    });

    // no-undef: every reference, pattern targets excepted (their defaults are references).
    const visitPattern = (p) => {
      if (!isNode(p) || p.type === 'Identifier') return;
      if (p.type === 'ObjectPattern') {
        for (const prop of p.properties) {
          if (prop.type !== 'Property') { visitPattern(prop); continue; }
          if (prop.computed) visit(prop.key, null, '');
          visitPattern(prop.value);
        }
      } else if (p.type === 'ArrayPattern') p.elements.forEach(visitPattern);
      else if (p.type === 'AssignmentExpression') { visitPattern(p.left); visit(p.right, p, 'right'); }
      else if (p.type === 'SpreadExpression') visitPattern(p.expression);
      else visit(p, null, '');
    };
    const visit = (n, parent, key) => {
      if (n.type === 'Identifier') {
        if (!skipped(parent, key, n) && !known(n.name)) problems.push({ message: `'${n.name}' is not defined.`, ...where(n) });
        return;
      }
      if (n.type === 'VariableDeclarator') { visitPattern(n.id); if (n.init) visit(n.init, n, 'init'); return; }
      if (n.type === 'CatchClause') { if (n.param) visitPattern(n.param); visit(n.body, n, 'body'); return; }
      if (isFunction(n)) {
        n.params.forEach(visitPattern);
        if (n.rest) visitPattern(n.rest);
        for (const d of n.defaults || []) if (isNode(d)) visit(d, n, 'defaults');
        visit(n.body, n, 'body');
        return;
      }
      for (const [k, c] of children(n)) visit(c, n, k);
    };
    visit(tree, null, '');

    // require-await: an async function's own body (nested functions excluded).
    const awaits = (n) => {
      if (n.type === 'UnaryExpression' && n.operator === 'await') return true;
      if (n.type === 'ForOfStatement' && n.isAwait) return true;
      for (const [, c] of children(n)) if (!isFunction(c) && awaits(c)) return true;
      return false;
    };
    walkAll(tree, (n) => {
      if (!isFunction(n) || !n.async || awaits(n.body)) return;
      const what = n.type === 'ArrowFunctionExpression' ? 'Async arrow function'
        : n.id ? `Async function '${n.id.name}'` : 'Async function';
      problems.push({ message: `${what} has no 'await' expression.`, ...where(n) });
    });

    // no-floating-promise: a statement that is a bare call of something async.
    walkAll(tree, (n) => {
      if (n.type !== 'ExpressionStatement' || n.expression.type !== 'CallExpression') return;
      const name = calleeName(n.expression.callee);
      if (name && asyncApi.has(name)) {
        problems.push({ message: `Promise returned by '${name}' must be awaited (add 'await' before the call).`, ...where(n) });
      }
    });

    problems.sort((a, b) => a.line - b.line || a.column - b.column);
    return problems;
  };
})
