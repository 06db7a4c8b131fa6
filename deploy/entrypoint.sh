#!/bin/sh
# The image's command (deploy/Dockerfile): which part of the portal this container runs.
set -eu
cd /app
case "${1:-api}" in
  api)
    # A copy of the service; the migrate step prepared its database (it refuses one that is behind).
    export MIGRATE_ON_START="${MIGRATE_ON_START:-false}"
    cd apps/api && exec node --import tsx src/server.ts ;;
  web)
    # The web tier: pages drawn on the server; it asks the service at API_ORIGIN.
    cd apps/web && exec node src/server.mjs ;;
  migrate)
    # The deployment's migrate step: migrations, audit chain, reference data; then it exits.
    cd apps/api && exec node --import tsx src/cli/migrate.ts ;;
  *)
    echo "usage: badminton api|web|migrate" >&2
    exit 2 ;;
esac
