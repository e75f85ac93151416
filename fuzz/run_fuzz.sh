#!/usr/bin/env bash
# The libFuzzer targets as bounded test runs (fuzz/README.md). The ctest tests of tests/fuzz call it.
#
#   fuzz/run_fuzz.sh build DIR                          configure DIR once with clang and build only
#                                                       the fuzz targets there
#   fuzz/run_fuzz.sh run DIR TARGET SECONDS SEEDS       run TARGET for SECONDS from the seed corpus
#                                                       SEEDS (read only; new inputs go to
#                                                       DIR/corpus/TARGET); a crash fails and leaves
#                                                       its input in DIR/crashes/TARGET/
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
MODE="$1"
DIR="$2"
TARGETS=(fuzz_protocol_framing fuzz_protocol_decompress fuzz_protocol_nbt fuzz_protocol_item_stack
         fuzz_protocol_packet_decoder fuzz_world_chunk_section)
case "$MODE" in
  build)
    export CCACHE_BASEDIR="$ROOT" CCACHE_NOHASHDIR=1
    if [ ! -f "$DIR/build.ninja" ]; then
      CC=clang CXX=clang++ cmake -S "$ROOT" -B "$DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCRAFTMATE_FUZZ=ON -DCRAFTMATE_BUILD_TESTS=OFF -DCRAFTMATE_BUILD_BENCH=OFF >/dev/null
    fi
    cmake --build "$DIR" --target "${TARGETS[@]}"
    ;;
  run)
    TARGET="$3"
    SECONDS_BUDGET="$4"
    SEEDS="$5"
    exe="$(find "$DIR/fuzz" -type f -name "$TARGET" -perm -u+x | head -n 1)"
    [ -n "$exe" ] || { echo "no $TARGET in $DIR: run '$0 build $DIR' first" >&2; exit 2; }
    work="$DIR/corpus/$TARGET"
    crashes="$DIR/crashes/$TARGET"
    mkdir -p "$work" "$crashes"
    set +e
    "$exe" -max_total_time="$SECONDS_BUDGET" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$crashes/" "$work" "$SEEDS" 2>&1 | tail -n 40
    rc=${PIPESTATUS[0]}
    set -e
    if [ "$rc" -ne 0 ]; then
      echo "$TARGET failed (exit $rc); its input is in $crashes/:" >&2
      ls -l "$crashes" >&2
      echo "reproduce: $exe $crashes/<file>" >&2
    fi
    exit "$rc"
    ;;
  *)
    echo "usage: $0 build DIR | run DIR TARGET SECONDS SEEDS" >&2
    exit 2
    ;;
esac
