/**
 * The definition format's options, read from `src/framework/types.ts` with the TypeScript parser, and which of them a
 * definition uses. An option is named by the interface (or type alias) that declares it and its path inside it:
 * `FieldDefinition.filterAlwaysOn`, `ResourceDefinition.route.search`, `ApiMapping.getList.paging`, so an interface
 * reached from several places (`Endpoint` under getOne, create, …) counts its options once.
 *
 * Three rules keep the count about choices a definition makes rather than the shape of values:
 * - a required property is not a choice (every definition or every tab writes it), though what it holds may offer some;
 * - an object whose properties are all required is a value (`sort: { field, order }`, an upload endpoint): one option;
 * - a union of objects told apart by a literal `kind` (the tab blocks) counts each kind as an option of its own.
 * A property typed as another resource's definition (`ParentLink.definition`) is a value too.
 *
 * A block is one option: a kind of such a union, or an interface whose JSDoc says `@block` (a block declared in a
 * definition with no siblings to be told apart from, as the nested list and the draft steps). What a block holds, its
 * optional properties and theirs, are its *parts*: listed apart (`allOptions(…).parts`) and counted by the report on a
 * line of their own, so an option folded into a block stays in sight.
 */
import ts from 'typescript';

export interface OptionNode {
  id: string;
  /** Written wherever its object is: walked for the options inside it, not counted itself. */
  required?: boolean;
  children?: OptionSchema;
  /** For a `kind` union: the options of each kind, by its literal. */
  kinds?: Map<string, OptionNode>;
  /** Its type is a block tagged `@block`: what it holds are the block's parts. */
  block?: boolean;
}
export type OptionSchema = Map<string, OptionNode>;

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

interface Shape {
  members: OptionSchema;
  kinds: Map<string, OptionNode>;
  /** The members of an interface that holds itself, met inside it (a tab's sub-tabs are tabs): filled as it is read. */
  recursive?: boolean;
  /** An interface tagged `@block`. */
  block?: boolean;
}

export const optionSchema = (source: string, root = 'ResourceDefinition'): OptionSchema => {
  const file = ts.createSourceFile('types.ts', source, ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, Declaration>();
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) declarations.set(statement.name.text, statement);
  }
  const rootDeclaration = declarations.get(root);
  if (!rootDeclaration || !ts.isInterfaceDeclaration(rootDeclaration)) throw new Error(`types: no interface ${root}`);

  /** The members of each interface being read, for a property typed as that very interface (or an array of it). */
  const reading = new Map<string, OptionSchema>();

  const propertyName = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText());

  const kindOf = (members: readonly ts.TypeElement[]): string | undefined => {
    for (const m of members) {
      // A discriminant is required; an optional `kind` is an option like any other.
      if (ts.isPropertySignature(m) && !m.questionToken && propertyName(m.name) === 'kind' && m.type && ts.isLiteralTypeNode(m.type)) {
        if (ts.isStringLiteral(m.type.literal)) return m.type.literal.text;
      }
    }
    return undefined;
  };

  /** The property signatures of an object type, its local `extends` included. */
  const propertiesOf = (node: ts.InterfaceDeclaration | ts.TypeLiteralNode, seen: Set<string>): ts.PropertySignature[] => {
    const own = node.members.filter(ts.isPropertySignature);
    if (!ts.isInterfaceDeclaration(node)) return own;
    const inherited = (node.heritageClauses ?? []).flatMap((clause) =>
      clause.types.flatMap((t) => {
        const base = ts.isIdentifier(t.expression) ? declarations.get(t.expression.text) : undefined;
        return base && ts.isInterfaceDeclaration(base) && !seen.has(base.name.text) ? propertiesOf(base, seen) : [];
      }),
    );
    return [...inherited, ...own];
  };

  const merge = (into: Shape, from: Shape) => {
    for (const [key, node] of from.members) {
      const there = into.members.get(key);
      if (!there) into.members.set(key, node);
      else if (node.children) there.children = mergeSchemas(there.children, node.children);
    }
    for (const [kind, node] of from.kinds) into.kinds.set(kind, node);
  };

  const mergeSchemas = (a: OptionSchema | undefined, b: OptionSchema): OptionSchema => {
    const shape: Shape = { members: new Map(a), kinds: new Map() };
    merge(shape, { members: b, kinds: new Map() });
    return shape.members;
  };

  /** An object type's options, or nothing when it is a value (every property required) or not declared here. */
  const objectShape = (node: ts.InterfaceDeclaration | ts.TypeLiteralNode, owner: string, prefix: string, seen: Set<string>): Shape => {
    const properties = propertiesOf(node, seen);
    const members: OptionSchema = new Map();
    if (ts.isInterfaceDeclaration(node) && !prefix) reading.set(node.name.text, members);
    for (const p of properties) {
      const name = propertyName(p.name);
      const id = `${owner}.${prefix}${name}`;
      const inner = p.type ? shapeOf(p.type, owner, `${prefix}${name}.`, seen) : undefined;
      const child: OptionNode = p.questionToken ? { id } : { id, required: true };
      if (inner?.members.size || inner?.recursive) child.children = inner.members;
      if (inner?.kinds.size) child.kinds = inner.kinds;
      if (inner?.block) child.block = true;
      members.set(name, child);
    }
    const isValue = properties.every((p) => !p.questionToken);
    const kind = kindOf(node.members);
    if (kind) {
      const id = `${owner}${prefix ? `.${prefix.slice(0, -1)}` : ''}[kind=${kind}]`;
      return { members: new Map(), kinds: new Map([[kind, isValue ? { id } : { id, children: members }]]) };
    }
    const block = ts.isInterfaceDeclaration(node) && ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'block');
    return { members: isValue ? new Map() : members, kinds: new Map(), ...(block ? { block } : {}) };
  };

  const shapeOf = (type: ts.TypeNode, owner: string, prefix: string, seen: Set<string>): Shape | undefined => {
    if (ts.isParenthesizedTypeNode(type) || ts.isTypeOperatorNode(type)) return shapeOf(type.type, owner, prefix, seen);
    if (ts.isArrayTypeNode(type)) return shapeOf(type.elementType, owner, prefix, seen);
    if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) {
      const shape: Shape = { members: new Map(), kinds: new Map() };
      for (const t of type.types) {
        const part = shapeOf(t, owner, prefix, seen);
        if (part) merge(shape, part);
      }
      return shape;
    }
    if (ts.isTypeLiteralNode(type)) return objectShape(type, owner, prefix, seen);
    if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
      const name = type.typeName.text;
      const declaration = declarations.get(name);
      if (!declaration || name === root) return undefined;
      // Inside itself, an interface's options are the ones being read: the same members, so they count once.
      if (seen.has(name)) return reading.has(name) ? { members: reading.get(name)!, kinds: new Map(), recursive: true } : undefined;
      const next = new Set(seen).add(name);
      if (ts.isInterfaceDeclaration(declaration)) return objectShape(declaration, name, '', next);
      return shapeOf(declaration.type, name, '', next);
    }
    return undefined;
  };

  return objectShape(rootDeclaration, root, '', new Set([root])).members;
};

/**
 * Every option of a schema once (an interface reached from several places is listed where first met), depth first,
 * and apart from them the blocks' parts (an id met both outside a block and inside one is an option).
 */
export const allOptions = (schema: OptionSchema): { options: string[]; parts: string[] } => {
  const listed = new Set<OptionSchema>();
  const options = new Set<string>();
  const parts = new Set<string>();
  const walk = (members: OptionSchema, inBlock: boolean) => {
    // An interface that holds itself is listed where first met, not again inside itself.
    if (listed.has(members)) return;
    listed.add(members);
    for (const node of members.values()) {
      if (!node.required) (inBlock ? parts : options).add(node.id);
      if (node.children) walk(node.children, inBlock || Boolean(node.block));
      for (const kind of node.kinds?.values() ?? []) {
        (inBlock ? parts : options).add(kind.id);
        if (kind.children) walk(kind.children, true);
      }
    }
  };
  walk(schema, false);
  return { options: [...options], parts: [...parts].filter((id) => !options.has(id)) };
};

/** Plain data a definition wrote, as opposed to a component, a lazy component or a class instance. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || '$$typeof' in value) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** The options a definition (as its file declares it) uses. */
export const optionsUsed = (schema: OptionSchema, declaration: unknown): Set<string> => {
  const used = new Set<string>();
  const walk = (members: OptionSchema, value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(members, item);
      return;
    }
    if (!isPlainObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      const node = members.get(key);
      if (!node || inner === undefined) continue;
      if (!node.required) used.add(node.id);
      if (node.children) walk(node.children, inner);
      if (node.kinds) {
        for (const item of Array.isArray(inner) ? inner : [inner]) {
          const kind = isPlainObject(item) && typeof item.kind === 'string' ? node.kinds.get(item.kind) : undefined;
          if (!kind) continue;
          used.add(kind.id);
          if (kind.children) walk(kind.children, item);
        }
      }
    }
  };
  walk(schema, declaration);
  return used;
};

/** The literal members of a string union alias (`FieldType`). */
export const literalsOf = (source: string, alias: string): string[] => {
  const file = ts.createSourceFile('types.ts', source, ts.ScriptTarget.Latest, true);
  const declaration = file.statements.find((s): s is ts.TypeAliasDeclaration => ts.isTypeAliasDeclaration(s) && s.name.text === alias);
  if (!declaration || !ts.isUnionTypeNode(declaration.type)) return [];
  return declaration.type.types.flatMap((t) => (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? [t.literal.text] : []));
};
