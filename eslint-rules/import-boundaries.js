import path from "node:path";

/**
 * import-boundaries: which folders of the repository may import which (docs/decisions/0017).
 *
 * Every import specifier is turned into the folder it points at by path arithmetic alone: a
 * relative one against the importing file, a workspace package name (`@portal/web/...`) against
 * that workspace's folder. Nothing is resolved on disk, so an import cannot slip through because
 * a resolver failed to find it. Other bare specifiers (npm packages) are not this rule's business.
 *
 * Options: `{ root, packages, zones }`
 * - root: absolute path of the repository; zone paths are relative to it.
 * - packages: `{ "@portal/web": "apps/web", ... }`, the workspace packages by name.
 * - zones: `[{ target, targetExcept?, from, fromExcept?, message }]`, each a list of folders or
 *   files (repository-relative). A file inside `target` (and not in `targetExcept`) may not import
 *   anything inside `from` unless it is inside `fromExcept`. The message may use {{importPath}}.
 */

/** @param {string} child @param {string} parent absolute paths */
function isInside(child, parent) {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** The absolute path an import specifier points at, or null for an npm package. */
function importedPath(specifier, importer, root, packages) {
  if (specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..") {
    return path.resolve(path.dirname(importer), specifier);
  }
  if (path.isAbsolute(specifier)) return path.normalize(specifier);
  for (const [name, folder] of Object.entries(packages)) {
    if (specifier === name || specifier.startsWith(`${name}/`)) {
      return path.join(root, folder, specifier.slice(name.length));
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Keeps each part of the repository to the imports it is allowed (docs/decisions/0017)" },
    schema: [
      {
        type: "object",
        required: ["root", "zones"],
        additionalProperties: false,
        properties: {
          root: { type: "string" },
          packages: { type: "object", additionalProperties: { type: "string" } },
          zones: {
            type: "array",
            items: {
              type: "object",
              required: ["target", "from", "message"],
              additionalProperties: false,
              properties: {
                target: { type: "array", items: { type: "string" }, minItems: 1 },
                targetExcept: { type: "array", items: { type: "string" } },
                from: { type: "array", items: { type: "string" }, minItems: 1 },
                fromExcept: { type: "array", items: { type: "string" } },
                message: { type: "string" },
              },
            },
          },
        },
      },
    ],
  },
  create(context) {
    const { root, packages = {}, zones } = context.options[0];
    const absolute = (list = []) => list.map((p) => path.resolve(root, p));
    const importer = path.resolve(context.filename);
    const inAny = (file, folders) => folders.some((folder) => isInside(file, folder));
    // Only the zones that guard this file are checked for each of its imports.
    const guarding = zones
      .map((zone) => ({
        target: absolute(zone.target),
        targetExcept: absolute(zone.targetExcept),
        from: absolute(zone.from),
        fromExcept: absolute(zone.fromExcept),
        message: zone.message,
      }))
      .filter((zone) => inAny(importer, zone.target) && !inAny(importer, zone.targetExcept));
    if (guarding.length === 0) return {};

    function check(source) {
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const imported = importedPath(source.value, importer, root, packages);
      if (imported === null) return;
      for (const zone of guarding) {
        if (inAny(imported, zone.from) && !inAny(imported, zone.fromExcept)) {
          context.report({ node: source, message: zone.message.replaceAll("{{importPath}}", source.value) });
          return;
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `import("../x").Type` in a type position.
      TSImportType: (node) => check(node.argument?.type === "TSLiteralType" ? node.argument.literal : node.argument),
    };
  },
};

export default { rules: { "import-boundaries": importBoundaries } };
