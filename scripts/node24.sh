#!/bin/sh
# Runs the given command under Node >= 22.17 (NestJS 12 and MikroORM 7 need it).
# Where the machine's Node is older, Node 24 comes from the npm package `node@24`.
set -e
prefix="${NODE24_PREFIX:-$HOME/.node24}"
node_is_new_enough() {
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=17)?0:1)' 2>/dev/null
}
if ! node_is_new_enough; then
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    echo "Installing Node 24 into $prefix (the machine's Node is $(node --version 2>/dev/null || echo missing))" >&2
    npm install --silent --no-audit --no-fund --prefix "$prefix" node@24 >&2
  fi
  PATH="$prefix/node_modules/.bin:$PATH"
  export PATH
fi
exec "$@"
