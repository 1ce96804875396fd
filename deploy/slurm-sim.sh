#!/bin/sh
# cardsmith sim on a Slurm cluster: an array job plays one shard per task (disjoint
# seeds), then a job that depends on the whole array merges the shards' JSON lines into
# the report one run would give (docs/simulation.md).
#
#   sbatch deploy/slurm-sim.sh            # submits the array and the merge
#
# Set CARDSMITH (the binary), ROOT (a content root on shared storage), OUT (a shared
# folder), SHARDS, GAMES (per shard), SEED and the decks below.
#SBATCH --job-name=cardsmith-sim
#SBATCH --cpus-per-task=2
#SBATCH --mem=512M
#SBATCH --time=04:00:00
set -eu
CARDSMITH=${CARDSMITH:-cardsmith}
ROOT=${ROOT:-$PWD}
OUT=${OUT:-$PWD/sim-results}
SHARDS=${SHARDS:-8}
GAMES=${GAMES:-1250}
SEED=${SEED:-1}
DECK_A=${DECK_A:-$ROOT/data/decks/keyforge/brobnar_dis_untamed.ron}
DECK_B=${DECK_B:-$ROOT/data/decks/keyforge/sanctum_shadows_logos.ron}

if [ -z "${SLURM_ARRAY_TASK_ID:-}" ]; then
    # Submitted directly: queue the array (this script again, once per shard) and the
    # merge after every task of it has finished.
    mkdir -p "$OUT"
    array=$(sbatch --parsable --array=1-"$SHARDS" --output="$OUT/shard-%a.log" \
        --export=ALL,CARDSMITH="$CARDSMITH",ROOT="$ROOT",OUT="$OUT",SHARDS="$SHARDS",GAMES="$GAMES",SEED="$SEED",DECK_A="$DECK_A",DECK_B="$DECK_B" "$0")
    sbatch --dependency=afterany:"$array" --job-name=cardsmith-merge --output="$OUT/merge.log" \
        --wrap="$CARDSMITH sim merge $OUT/shard-*.jsonl --plot $OUT/report.svg > $OUT/report.txt"
    echo "array $array: $SHARDS shard(s) of $GAMES game(s); report in $OUT/report.txt"
    exit 0
fi

# One array task: shard K of SHARDS. Exit code 1 means some games failed (their replays
# are in $OUT/failures): the shard's lines are still good.
status=0
"$CARDSMITH" --root "$ROOT" sim --deck "$DECK_A" --deck "$DECK_B" \
    --games "$GAMES" --seed "$SEED" --shard "$SLURM_ARRAY_TASK_ID/$SHARDS" \
    --out "$OUT/failures" --json > "$OUT/shard-$SLURM_ARRAY_TASK_ID.jsonl" || status=$?
[ "$status" -le 1 ]
