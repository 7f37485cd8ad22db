#!/bin/sh
# Builds the production app into a directory of its own: what the runtime image holds, and
# nothing else (compiled workspaces, the production dependencies, the job launcher).
#   sh scripts/build-production.sh [OUT]     OUT defaults to .build/production
# BUILT=1 packages the checkout's workspaces as they are, without building them again: for a
# caller that has just run `npm run build` itself (.ci/run's build step, before the smoke).
# docker/Dockerfile runs this very script, and `npm run smoke:production` runs the result, so the
# smoke proves the image's recipe without Docker. The checkout's own node_modules stay as they are.
set -eu
cd "$(dirname "$0")/.."
out="${1:-.build/production}"

# contracts -> contracts/dist (tsc); backend -> backend/dist (swc); frontend -> frontend/dist
# (vite, the pre-rendered landing page, brotli and gzip copies).
[ "${BUILT:-}" = 1 ] || npm run build --workspaces --if-present

rm -rf "$out"
mkdir -p "$out/scripts"
cp package.json package-lock.json tsconfig.base.json "$out/"
cp scripts/node24.sh "$out/scripts/"
# Every workspace's manifest, so npm reads the lock file as written; only three hold built code.
for workspace in contracts backend frontend e2e; do
  mkdir -p "$out/$workspace"
  cp "$workspace/package.json" "$out/$workspace/"
done
cp -R contracts/dist "$out/contracts/"
cp -R backend/dist backend/job.mjs "$out/backend/"
cp -R frontend/dist "$out/frontend/"

# The server's dependencies only: no dev tools, no client libraries (the client is built), and
# no embedded PostgreSQL binaries (optional: production always has DATABASE_URL).
(cd "$out" && npm ci --omit=dev --omit=optional --workspace @bank/backend --no-audit --no-fund --loglevel=error)
echo "production build in $out ($(du -sh "$out" | cut -f1))"
