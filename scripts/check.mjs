// npm run check: type-check every workspace (code and tests), lint (warnings fail, import
// boundaries included) and check the format, as many at once as the machine has cores. Each
// is one single-threaded process, so on CI's two cores two at a time take about half the time
// of one after another. Each task's output is printed whole when it ends; any failure fails the check.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
/** Every workspace's own `typecheck` script, for each workspace of the root's list that has one. */
function typechecks() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const scriptsOf = (workspace) =>
    JSON.parse(readFileSync(path.join(root, workspace, "package.json"), "utf8")).scripts ?? {};
  return workspaces
    .filter((workspace) => scriptsOf(workspace).typecheck)
    .map((workspace) => ({
      name: `typecheck ${workspace}`,
      command: "npm",
      args: ["run", "typecheck", "--silent", "--workspace", workspace],
    }));
}

// The longest first (the server's type-check, then lint), so the last to start is a short one.
const SERVER = "typecheck apps/server";
const typecheck = typechecks();
const TASKS = [
  ...typecheck.filter((task) => task.name === SERVER),
  { name: "eslint", command: bin("eslint"), args: [".", "--max-warnings=0"] },
  ...typecheck.filter((task) => task.name !== SERVER),
  { name: "prettier", command: bin("prettier"), args: ["--check", "."] },
];

function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => (output += `${error.message}\n`));
    child.on("close", (code) => {
      const ok = code === 0;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`── ${name}: ${ok ? "ok" : `failed (exit ${code})`} in ${seconds} s\n`);
      if (!ok || name === "prettier") process.stdout.write(output);
      resolve(ok);
    });
  });
}

const queue = [...TASKS];
let failed = 0;
async function lane() {
  for (let task = queue.shift(); task; task = queue.shift()) if (!(await run(task))) failed += 1;
}
await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));
if (failed > 0) {
  console.error(`check: ${failed} of ${TASKS.length} failed`);
  process.exitCode = 1;
}
