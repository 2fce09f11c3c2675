#!/bin/sh
# Pagefind at the lowest CPU priority: the kept build process of watch mode refreshes the search
# index in the background (scripts/build/rebuild-worker.ts), and must not slow down the pages it
# publishes meanwhile. PAGEFIND_REAL_BINARY is the binary of the installed @pagefind package.
exec nice -n 19 "$PAGEFIND_REAL_BINARY" "$@"
