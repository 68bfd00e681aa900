#!/bin/sh
# The container image's steps, one per stage of deploy/Dockerfile. CI runs them as is
# (deploy/image.e2e.test.ts), since no Docker daemon runs there.
#   image.sh build SRC APP          in the build stage: install, build, lay out in APP what runs
#   image.sh runtime APP DATA USER  in the runtime stage: production dependencies only, DATA owned by USER
set -eu

case "${1:-}" in
build)
  src=$2 app=$3
  cd "$src"
  npm ci --no-audit --no-fund
  npm run build
  rm -rf "$app"
  mkdir -p "$app/deploy"
  # The manifests and the lock, so the runtime stage installs exactly the locked production dependencies.
  cp package.json package-lock.json "$app/"
  for workspace in packages/contract packages/agents apps/server apps/web; do
    mkdir -p "$app/$workspace"
    cp "$workspace/package.json" "$app/$workspace/"
  done
  # The two builds: the server bundle (with its migrations and board directory) and the web app.
  cp -R apps/server/dist "$app/apps/server/dist"
  cp -R apps/web/dist "$app/apps/web/dist"
  cp deploy/image.sh deploy/prune-to-production.mjs deploy/healthcheck.mjs "$app/deploy/"
  ;;
runtime)
  app=$2 data=$3 user=${4:-}
  cd "$app"
  # The production dependencies (the bundle leaves npm packages external); not the web app's, which is
  # built already, nor any build or test tool (prune-to-production.mjs says why npm needs help there).
  npm ci --omit=dev --no-audit --no-fund
  node deploy/prune-to-production.mjs
  # (the Dockerfile mounts npm's cache for this step, so it stays out of the image)
  mkdir -p "$data"
  if [ -n "$user" ]; then chown "$user" "$data"; fi
  ;;
*)
  echo "usage: image.sh build SRC APP | image.sh runtime APP DATA [USER]" >&2
  exit 2
  ;;
esac
