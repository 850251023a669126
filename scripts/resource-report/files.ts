/**
 * What `resources/` is made of, read from its files alone: lines of definitions, of catalogues and of hand-written
 * screens and helpers; which resources are a definition only; which files are React components (custom screens), and
 * which definition option names each of them.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A field component may stay beside a definition-only resource while it is this small (issue 24's goal). */
export const SMALL_FIELD_COMPONENT_LINES = 60;

export interface SourceFile {
  /** Relative to `resources/`, with `/`. */
  path: string;
  lines: number;
}

/** Where a definition names a module: the property path down to it (`overrides.list`, `fields.input`). */
export interface ModuleUse {
  definition: string;
  module: string;
  role: string;
}

export interface ResourceFiles {
  name: string;
  definition: SourceFile;
  /** Everything under `resources/{name}/`. */
  own: SourceFile[];
}

/** Lines as `wc -l` counts them. */
export const countLines = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** A catalogue is text for the i18n provider, not a screen: counted apart. */
export const isCatalogue = (file: string): boolean => path.posix.basename(file).replace(/\.tsx?$/, '') === 'messages';

const walkFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walkFiles(full) : /\.tsx?$/.test(entry) ? [full] : [];
  });

export const readResources = (resourcesDir: string): ResourceFiles[] => {
  const file = (full: string): SourceFile => ({
    path: path.relative(resourcesDir, full).split(path.sep).join('/'),
    lines: countLines(readFileSync(full, 'utf8')),
  });
  return readdirSync(resourcesDir)
    .filter((entry) => /\.tsx?$/.test(entry))
    .sort()
    .map((entry) => {
      const name = entry.replace(/\.tsx?$/, '');
      const folder = path.join(resourcesDir, name);
      return {
        name,
        definition: file(path.join(resourcesDir, entry)),
        own: existsSync(folder) ? walkFiles(folder).sort().map(file) : [],
      };
    });
};

/** `./x/y` from `resources/a.ts` (or a file deeper down) as a path relative to `resources/`, if it is a file there. */
const resolveModule = (resourcesDir: string, fromFile: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(path.join(resourcesDir, fromFile)), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && candidate.startsWith(resourcesDir + path.sep)) {
      return path.relative(resourcesDir, candidate).split(path.sep).join('/');
    }
  }
  return undefined;
};

/** The property names from the enclosing top-level statement down to a node: `route.tabs.component`. */
const propertyPath = (node: ts.Node): { path: string[]; statement: ts.Node | undefined } => {
  const names: string[] = [];
  let at: ts.Node = node;
  for (; at.parent && !ts.isSourceFile(at.parent); at = at.parent) {
    const parent = at.parent;
    if (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) names.unshift(parent.name.getText());
  }
  return { path: names, statement: at.parent ? at : undefined };
};

/**
 * Where in the definition a node is: its property path, through the constants of the file it sits in
 * (`const FIELDS = [{ choices: STATUSES }]` then `fields: FIELDS` makes STATUSES `fields.choices`).
 */
const rolesOf = (source: ts.SourceFile, node: ts.Node, depth = 0): string[] => {
  const { path: names, statement } = propertyPath(node);
  const declared =
    statement && ts.isVariableStatement(statement) && depth < 3
      ? statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []))
      : [];
  if (declared.length === 0) return [names.join('.')];
  const references: ts.Node[] = [];
  const find = (n: ts.Node) => {
    if (ts.isIdentifier(n) && declared.includes(n.text) && !ts.isVariableDeclaration(n.parent)) references.push(n);
    ts.forEachChild(n, find);
  };
  find(source);
  if (references.length === 0) return [names.join('.')];
  return references.flatMap((r) => rolesOf(source, r, depth + 1).map((outer) => [outer, ...names].filter(Boolean).join('.')));
};

/** Every module of `resources/` a definition file imports, and where in the definition it is named. */
export const definitionUses = (resourcesDir: string, definition: SourceFile): ModuleUse[] => {
  const text = readFileSync(path.join(resourcesDir, definition.path), 'utf8');
  const source = ts.createSourceFile(definition.path, text, ts.ScriptTarget.Latest, true);
  const name = definition.path.replace(/\.tsx?$/, '');
  const uses: ModuleUse[] = [];
  const importedNames = new Map<string, string>();
  const add = (module: string, node: ts.Node) => {
    for (const role of rolesOf(source, node)) uses.push({ definition: name, module, role });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      const module = argument && ts.isStringLiteral(argument) ? resolveModule(resourcesDir, definition.path, argument.text) : undefined;
      if (module) add(module, node);
    } else if (
      ts.isIdentifier(node) &&
      importedNames.has(node.text) &&
      !ts.isImportSpecifier(node.parent) &&
      !ts.isImportClause(node.parent)
    ) {
      add(importedNames.get(node.text)!, node);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = resolveModule(resourcesDir, definition.path, statement.moduleSpecifier.text);
    const clause = statement.importClause;
    if (!module || !clause || clause.isTypeOnly) continue;
    if (clause.name) importedNames.set(clause.name.text, module);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const b of bindings.elements) importedNames.set(b.name.text, module);
    if (bindings && ts.isNamespaceImport(bindings)) importedNames.set(bindings.name.text, module);
  }
  ts.forEachChild(source, visit);
  return uses;
};

const isDefinitionFile = (module: string) => !module.includes('/');

/**
 * A resource is its definition alone when every module of `resources/` it names (other definitions and catalogues
 * aside) is a small field component or helper named inside its `fields`, and its folder holds nothing else.
 */
export const isDefinitionOnly = (resource: ResourceFiles, uses: readonly ModuleUse[], lines: ReadonlyMap<string, number>): boolean => {
  const named = uses.filter((u) => u.definition === resource.name && !isDefinitionFile(u.module) && !isCatalogue(u.module));
  const byModule = new Map<string, string[]>();
  for (const u of named) byModule.set(u.module, [...(byModule.get(u.module) ?? []), u.role]);
  const fieldParts = [...byModule].filter(
    ([module, roles]) =>
      (lines.get(module) ?? Infinity) < SMALL_FIELD_COMPONENT_LINES && roles.every((role) => role.split('.').includes('fields')),
  );
  if (fieldParts.length !== byModule.size) return false;
  const allowed = new Set(fieldParts.map(([module]) => module));
  return resource.own.every((f) => isCatalogue(f.path) || allowed.has(f.path));
};

/** A React component: a `.tsx` file with JSX that exports something named in PascalCase or a default. */
export const isComponentFile = (file: string, text: string): boolean => {
  if (!file.endsWith('.tsx')) return false;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let jsx = false;
  const findJsx = (node: ts.Node) => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) jsx = true;
    else ts.forEachChild(node, findJsx);
  };
  findJsx(source);
  const exportsComponent = source.statements.some((s) => {
    if (ts.isExportAssignment(s)) return true;
    const exported = ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return false;
    if (ts.isFunctionDeclaration(s)) return Boolean(s.name && /^[A-Z]/.test(s.name.text));
    if (ts.isVariableStatement(s)) return s.declarationList.declarations.some((d) => /^[A-Z][a-z]/.test(d.name.getText()));
    return false;
  });
  return jsx && exportsComponent;
};

/** The modules of `resources/` a file there imports, statically or lazily. */
export const importsOf = (resourcesDir: string, file: string): string[] => {
  const text = readFileSync(path.join(resourcesDir, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
    const module = resolveModule(resourcesDir, file, fileName);
    return module ? [module] : [];
  });
};
